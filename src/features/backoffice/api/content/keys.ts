import type { InformativePageSlug } from '../../../../../contract/content-pages';
import type { Locale } from '../../../../../contract/i18n';
import { backofficeKeys } from '../keys';

/**
 * Query keys of the console's content and settings, under the console's own family (never kept on the
 * device). Lists carry what the server answers by: the grid's state, the page, the language.
 */
export const contentAdminKeys = {
  all: [...backofficeKeys.all, 'content'] as const,
  faqs: () => [...contentAdminKeys.all, 'faqs'] as const,
  faqVersions: (id: number) => [...contentAdminKeys.all, 'faqs', id, 'versions'] as const,
  pages: () => [...contentAdminKeys.all, 'pages'] as const,
  page: (slug: InformativePageSlug) => [...contentAdminKeys.all, 'pages', slug] as const,
  pageVersions: (slug: InformativePageSlug) => [...contentAdminKeys.all, 'pages', slug, 'versions'] as const,
  pageVersion: (slug: InformativePageSlug, version: number) =>
    [...contentAdminKeys.all, 'pages', slug, 'versions', version] as const,
  promos: () => [...contentAdminKeys.all, 'promos'] as const,
  promoList: (query: string) => [...contentAdminKeys.all, 'promos', 'list', query] as const,
  promo: (id: number) => [...contentAdminKeys.all, 'promos', id] as const,
  redemptions: (id: number, page: number, locale: Locale) =>
    [...contentAdminKeys.all, 'promos', id, 'redemptions', page, locale] as const,
  social: () => [...contentAdminKeys.all, 'social'] as const,
  counters: () => [...contentAdminKeys.all, 'counters'] as const,
  rules: () => [...contentAdminKeys.all, 'route-rules'] as const,
  currencies: () => [...contentAdminKeys.all, 'currencies'] as const,
};
