import type { CheckAvailabilityRequest, UnitFilterQuery } from '../../../../contract/units';
import type { Locale } from '../../../../contract/i18n';

/**
 * Query keys of the units domain. Answers depend on the language (text) and the currency (prices), so
 * both are part of every key: switching either never shows a stale mix.
 */
export const unitsKeys = {
  all: ['units'] as const,
  list: (filters: UnitListSearch, locale: Locale, currency: string) =>
    [...unitsKeys.all, 'list', filters, locale, currency] as const,
  /** The last listing results the guest saw in this language, kept to show offline for any search. */
  lastSeen: (locale: Locale) => [...unitsKeys.all, 'last-seen', locale] as const,
  detail: (slug: string, locale: Locale, currency: string) =>
    [...unitsKeys.all, 'detail', slug, locale, currency] as const,
  /** Nights of the months `from`..`to`; no locale: the answer has no text, only days and prices. */
  availability: (unitId: number, from: string, to: string, currency: string) =>
    [...unitsKeys.all, 'availability', unitId, from, to, currency] as const,
  extras: (unitId: number, locale: Locale, currency: string) =>
    [...unitsKeys.all, 'extras', unitId, locale, currency] as const,
  /** A price preview; the body is the key, and the locale too, for the reasons and extras' names. */
  preview: (body: CheckAvailabilityRequest | null, locale: Locale, currency: string) =>
    [...unitsKeys.all, 'preview', body, locale, currency] as const,
};

/** The listing's search params: the filter query as the URL holds it (strings and numbers, no arrays). */
export type UnitListSearch = Omit<UnitFilterQuery, 'amenities' | 'per_page'> & { amenities?: string };
