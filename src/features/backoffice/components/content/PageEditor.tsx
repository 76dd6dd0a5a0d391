import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { AdminPage, PageBody } from '../../../../../contract/backoffice';
import type { InformativePageSlug } from '../../../../../contract/content-pages';
import { cleanLine, parsePageText } from '../../../../../contract/page-text';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Page } from '../../../../components/layout/Page';
import { Link } from '../../../../components/ui/Link';
import { TextField } from '../../../../components/ui/TextField';
import { currentLocale } from '../../../../lib/i18n';
import { InformativePageBody } from './guest-previews';
import {
  pageQueryOptions,
  pageVersionQueryOptions,
  pageVersionsQueryOptions,
  useRestorePage,
  useSavePage,
} from '../../api/content/pages';
import { BilingualText, type Lang } from './Bilingual';
import { PAGE_LABELS } from './labels';
import { PreviewTabs } from './PreviewTabs';
import { Versions } from './Versions';

type Texts = Omit<PageBody, 'base_version'>;
const textsOf = (page: AdminPage): Texts => ({
  title_en: page.title_en,
  title_ar: page.title_ar,
  summary_en: page.summary_en,
  summary_ar: page.summary_ar,
  body_en: page.body_en,
  body_ar: page.body_ar,
  updated_on: page.updated_on,
});

/** /admin/pages/<slug>: the page in both languages, its live preview, and its versions. */
export function PageEditor({ slug }: { slug: InformativePageSlug }) {
  const { data: page } = useSuspenseQuery(pageQueryOptions(slug));
  // Kept above the form, which starts afresh from each new version the save brings back.
  const [sanitised, setSanitised] = useState(false);
  return <PageForm key={page.version} page={page} sanitised={sanitised} onSaved={setSanitised} />;
}

const LEAD = msg`Both languages side by side; each save is a new version.`;

function PageForm({
  page,
  sanitised,
  onSaved,
}: {
  page: AdminPage;
  sanitised: boolean;
  onSaved: (sanitised: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const lang = currentLocale();
  const save = useSavePage(page.slug);
  const restore = useRestorePage(page.slug);
  const versions = useQuery(pageVersionsQueryOptions(page.slug));
  const [texts, setTexts] = useState<Texts>(() => textsOf(page));
  const [previewing, setPreviewing] = useState<number | null>(null);
  const old = useQuery({
    ...pageVersionQueryOptions(page.slug, previewing ?? 1),
    enabled: previewing !== null,
  });
  const draft = useDeferredValue(texts);
  const shown = previewing !== null && old.data ? textsOf(old.data) : draft;
  const set = (field: 'title' | 'summary' | 'body') => (language: Lang, value: string) =>
    setTexts((current) => ({ ...current, [`${field}_${language}`]: value }));
  const pick = (field: 'title' | 'summary' | 'body') => ({
    en: texts[`${field}_en`],
    ar: texts[`${field}_ar`],
  });
  const title = i18n._(PAGE_LABELS[page.slug]);

  return (
    <Page title={PAGE_LABELS[page.slug]} lead={LEAD}>
      <p>
        <Link to="/$lang/admin/$" params={{ lang, _splat: 'pages' }}>
          <Trans>All pages</Trans>
        </Link>{' '}
        ·{' '}
        <a href={`/${lang}/${page.slug}`} target="_blank" rel="noreferrer">{t`Open ${title} on the site`}</a>
      </p>
      {sanitised && (
        <p className="form-note" role="status">
          <Trans>Saved. Some HTML in the text was removed: pages hold plain text only.</Trans>
        </p>
      )}
      <div className="content-editor">
        <MutationForm
          className="form content-form"
          aria-label={t`Edit ${title}`}
          mutation={save}
          variables={() => ({ ...texts, base_version: page.version })}
          onSuccess={(answer) => onSaved(answer.sanitised)}
        >
          <BilingualText
            name="title"
            label={t`Title`}
            values={pick('title')}
            onChange={set('title')}
            maxLength={120}
          />
          <BilingualText
            name="summary"
            label={t`Summary`}
            values={pick('summary')}
            onChange={set('summary')}
            maxLength={600}
            multiline
            rows={3}
          />
          <BilingualText
            name="body"
            label={t`Text`}
            values={pick('body')}
            onChange={set('body')}
            maxLength={60_000}
            multiline
            rows={18}
            description={t`Paragraphs are separated by an empty line. “## ” starts a heading, “- ” a bulleted item and “1. ” a numbered one. HTML is removed.`}
          />
          <TextField
            name="updated_on"
            type="date"
            ltr
            label={t`Last updated (shown to guests)`}
            description={t`Change it when the text changes in substance.`}
            value={texts.updated_on}
            onChange={(value) => setTexts((current) => ({ ...current, updated_on: value }))}
          />
          <SubmitButton block={false}>
            <Trans>Save the page</Trans>
          </SubmitButton>
        </MutationForm>
        <PreviewTabs
          note={
            previewing !== null
              ? t`Version ${previewing}, as it was saved. It is not what the page shows now.`
              : undefined
          }
          render={(language) => (
            <article className="page info-page">
              <p className="content-preview-title" role="heading" aria-level={2}>
                {cleanLine(shown[`title_${language}`])}
              </p>
              <InformativePageBody
                page={{
                  summary: cleanLine(shown[`summary_${language}`]),
                  updated_on: /^\d{4}-\d{2}-\d{2}$/.test(shown.updated_on)
                    ? shown.updated_on
                    : page.updated_on,
                  blocks: parsePageText(shown[`body_${language}`]),
                }}
              />
            </article>
          )}
        />
      </div>
      {versions.data && (
        <Versions items={versions.data} restore={restore} onPreview={setPreviewing} previewing={previewing} />
      )}
    </Page>
  );
}
