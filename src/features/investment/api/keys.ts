import type { Locale } from '../../../../contract/i18n';

/** Query keys of the investment domain; text follows the language and prices the currency. */
export const investmentKeys = {
  all: ['investment'] as const,
  list: (page: number, locale: Locale, currency: string) =>
    [...investmentKeys.all, 'list', page, locale, currency] as const,
  filter: (search: object, locale: Locale, currency: string) =>
    [...investmentKeys.all, 'filter', search, locale, currency] as const,
  options: (locale: Locale, currency: string) =>
    [...investmentKeys.all, 'options', locale, currency] as const,
  detail: (slug: string, locale: Locale, currency: string) =>
    [...investmentKeys.all, 'detail', slug, locale, currency] as const,
  /** No text in the answer, so no language: only the money's currency. */
  performance: (slug: string, currency: string) =>
    [...investmentKeys.all, 'performance', slug, currency] as const,
};
