import type { MetaPage } from '../../../../contract/content';
import type { Locale } from '../../../../contract/i18n';
import type { InformativePageSlug } from '../../../../contract/content-pages';

/** Query keys of the content domain; components never write these by hand (CONVENTIONS: queries live with their feature). */
export const contentKeys = {
  all: ['content'] as const,
  socialLinks: () => [...contentKeys.all, 'social-links'] as const,
  routeRules: () => [...contentKeys.all, 'route-rules'] as const,
  cities: (locale: Locale) => [...contentKeys.all, 'cities', locale] as const,
  categories: (locale: Locale) => [...contentKeys.all, 'categories', locale] as const,
  meta: (page: MetaPage, locale: Locale) => [...contentKeys.all, 'meta', page, locale] as const,
  faqs: (locale: Locale) => [...contentKeys.all, 'faqs', locale] as const,
  page: (slug: InformativePageSlug, locale: Locale) => [...contentKeys.all, 'page', slug, locale] as const,
};
