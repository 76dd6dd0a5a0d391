import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatStayDay } from '../../../../../contract/format';
import { Page } from '../../../../components/layout/Page';
import { Link } from '../../../../components/ui/Link';
import { currentLocale } from '../../../../lib/i18n';
import { pagesQueryOptions } from '../../api/content/pages';
import { PAGE_LABELS } from './labels';

export const PAGES_TITLE = msg`Pages`;
export const PAGES_LEAD = msg`About us, the privacy policy and the terms, in both languages. Each save is kept as a version.`;

/** The three informative pages: their titles, the date guests see, the version and the last editor. */
export function PagesList() {
  const { t, i18n } = useLingui();
  const lang = currentLocale();
  const { data: pages } = useSuspenseQuery(pagesQueryOptions());
  return (
    <Page title={PAGES_TITLE} lead={PAGES_LEAD}>
      <ul className="content-rows">
        {pages.map((page) => (
          <li key={page.slug} className="content-row">
            <div className="content-row-text">
              <strong>{i18n._(PAGE_LABELS[page.slug])}</strong>
              <span className="field-description">
                {t`Last updated ${formatStayDay(page.updated_on, lang)}`} · {t`Version ${page.version}`}
                {page.edited_by && page.edited_at && (
                  <>
                    {' '}
                    ·{' '}
                    {t`Saved by ${page.edited_by.name} on ${i18n.date(new Date(page.edited_at), { dateStyle: 'medium' })}`}
                  </>
                )}
              </span>
            </div>
            <div className="content-row-actions">
              <Link
                to="/$lang/admin/$"
                params={{ lang, _splat: `pages/${page.slug}` }}
                className="btn btn-secondary"
              >
                <Trans>Edit</Trans>
                <span className="visually-hidden"> {i18n._(PAGE_LABELS[page.slug])}</span>
              </Link>
              <a href={`/${lang}/${page.slug}`} target="_blank" rel="noreferrer">
                <Trans>Open on the site</Trans>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </Page>
  );
}
