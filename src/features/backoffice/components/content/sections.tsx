import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { notFound } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { InformativePageSlug } from '../../../../../contract/content-pages';
import { Page } from '../../../../components/layout/Page';
import { SectionPage } from '../../../../components/layout/SectionPage';
import { ConsoleError } from '../ConsoleError';
import { pageOf } from '../search';
import type { ConsoleSectionDef } from '../sections';
import { CURRENCIES_LEAD, CURRENCIES_TITLE, CurrenciesPage } from './CurrenciesPage';
import { FaqEditor } from './FaqEditor';
import { FAQ_LEAD, FAQ_TITLE, FaqList } from './FaqList';
import { PageEditor } from './PageEditor';
import { PAGES_LEAD, PAGES_TITLE, PagesList } from './PagesList';
import { PromoCreate, PromoDetail } from './PromoDetail';
import { PROMOS_LEAD, PROMOS_TITLE, PromoList } from './PromoList';
import { SettingsPage, SETTINGS_LEAD, SETTINGS_TITLE } from './SettingsPage';
import './content.css';

/** A record's id in the path ("faq/12"), or null when the segment is not one. */
const idOf = (segment: string) =>
  /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : null;

/** A section's page inside its loading and error screens, the loading one under the section's title. */
function section(title: MessageDescriptor, lead: MessageDescriptor, page: ReactNode) {
  return (
    <SectionPage
      error={ConsoleError}
      loading={
        <Page title={title} lead={lead}>
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        </Page>
      }
    >
      {page}
    </SectionPage>
  );
}

/**
 * The console's content and settings: the FAQ, the informative pages, promo codes and site settings
 * (admin and content), and exchange rates (admin and finance). The server checks the same roles on
 * each route.
 */
export const CONTENT_SECTIONS: ConsoleSectionDef[] = [
  {
    slug: 'faq',
    label: msg`FAQ`,
    roles: ['content'],
    render: (rest) => {
      if (rest === '') return section(FAQ_TITLE, FAQ_LEAD, <FaqList />);
      const id = rest === 'new' ? null : idOf(rest);
      if (rest !== 'new' && id === null) throw notFound();
      return section(FAQ_TITLE, FAQ_LEAD, <FaqEditor id={id} />);
    },
  },
  {
    slug: 'pages',
    label: msg`Pages`,
    roles: ['content'],
    render: (rest) => {
      if (rest === '') return section(PAGES_TITLE, PAGES_LEAD, <PagesList />);
      const slug = InformativePageSlug.safeParse(rest);
      if (!slug.success) throw notFound();
      return section(PAGES_TITLE, PAGES_LEAD, <PageEditor slug={slug.data} />);
    },
  },
  {
    slug: 'promo-codes',
    label: msg`Promo codes`,
    roles: ['content'],
    render: (rest, search) => {
      if (rest === '') return section(PROMOS_TITLE, PROMOS_LEAD, <PromoList search={search} />);
      if (rest === 'new') return section(PROMOS_TITLE, PROMOS_LEAD, <PromoCreate />);
      const id = idOf(rest);
      if (id === null) throw notFound();
      return section(PROMOS_TITLE, PROMOS_LEAD, <PromoDetail id={id} page={pageOf(search.page)} />);
    },
  },
  {
    slug: 'settings',
    label: msg`Site settings`,
    roles: ['content'],
    render: (rest) => {
      if (rest !== '') throw notFound();
      return section(SETTINGS_TITLE, SETTINGS_LEAD, <SettingsPage />);
    },
  },
  {
    slug: 'currencies',
    label: msg`Exchange rates`,
    roles: ['finance'],
    render: (rest) => {
      if (rest !== '') throw notFound();
      return section(CURRENCIES_TITLE, CURRENCIES_LEAD, <CurrenciesPage />);
    },
  },
];
