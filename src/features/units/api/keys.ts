import type { UnitFilterQuery } from '../../../../contract/units';
import type { Locale } from '../../../../contract/i18n';

/**
 * Query keys of the units domain. Answers depend on the language (text) and the currency (prices), so
 * both are part of every key: switching either never shows a stale mix.
 */
export const unitsKeys = {
  all: ['units'] as const,
  list: (filters: UnitListSearch, locale: Locale, currency: string) =>
    [...unitsKeys.all, 'list', filters, locale, currency] as const,
  detail: (slug: string, locale: Locale, currency: string) =>
    [...unitsKeys.all, 'detail', slug, locale, currency] as const,
};

/** The listing's search params: the filter query as the URL holds it (strings and numbers, no arrays). */
export type UnitListSearch = Omit<UnitFilterQuery, 'amenities' | 'per_page'> & { amenities?: string };
