import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type {
  InformativePage as PageData,
  InformativePageSlug,
  PageBlock,
} from '../../../../../contract/content-pages';
import type { MetaPage } from '../../../../../contract/content';
import { Page } from '../../../../components/layout/Page';
import { OfflineNote } from '../../../../components/ui/OfflineNote';
import { currentLocale } from '../../../../lib/i18n';
import { useOnline } from '../../../../lib/use-online';
import { informativePageQueryOptions } from '../../api/get-informative-page';
import { usePageMeta } from '../../api/get-meta';

/**
 * About, privacy and terms: the stored blocks rendered as React elements (never as HTML), a table of
 * contents from the headings, and the date the text last changed.
 */
export function InformativePage({
  slug,
  title,
}: {
  slug: InformativePageSlug & MetaPage;
  title: MessageDescriptor;
}) {
  const lang = currentLocale();
  const online = useOnline();
  const { data: page, dataUpdatedAt } = useSuspenseQuery(informativePageQueryOptions(slug, lang));
  return (
    <Page seo={usePageMeta(slug)} title={title} className="info-page">
      {!online && <OfflineNote updatedAt={dataUpdatedAt} />}
      <InformativePageBody page={page} />
    </Page>
  );
}

/**
 * A page's text under its heading: the summary, the day it last changed, the contents and the blocks.
 * Takes the page as data, so the console's preview shows a draft exactly as guests will see it.
 */
export function InformativePageBody({ page }: { page: Pick<PageData, 'summary' | 'updated_on' | 'blocks'> }) {
  const { t, i18n } = useLingui();
  const lang = currentLocale();
  const headings = page.blocks.flatMap((b) => (b.type === 'heading' ? [b] : []));
  // A calendar day: formatted in UTC so no time zone moves it to the day before.
  const updated = i18n.date(new Date(`${page.updated_on}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <>
      <p className="page-lead">{page.summary}</p>
      <p className="info-updated">
        <Trans>
          Last updated: <time dateTime={page.updated_on}>{updated}</time>
        </Trans>
      </p>
      <div className="info-layout">
        {headings.length > 0 && (
          <nav className="info-toc" aria-label={t`On this page`}>
            <h2 className="info-toc-title">
              <Trans>On this page</Trans>
            </h2>
            <ol>
              {headings.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.id}`}>{h.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="info-body">
          {page.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
          <p className="info-contact">
            <Trans>
              A question about this page?{' '}
              <Link to="/$lang/contact-us" params={{ lang }}>
                Write to us
              </Link>
              .
            </Trans>
          </p>
        </div>
      </div>
    </>
  );
}

function Block({ block }: { block: PageBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <h2 id={block.id} tabIndex={-1}>
          {block.text}
        </h2>
      );
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
  }
}
