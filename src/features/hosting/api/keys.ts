import type { Locale } from '../../../../contract/i18n';
import type { EarningsQuery, HostStaysQuery } from '../../../../contract/hosting';

/**
 * Query keys of the hosting domain. Texts come in the request's language, so lists carry the locale.
 * None of these is kept on the device: a host's pages are never persisted (`meta: { persist: false }`
 * on every query), so sign-out has nothing of theirs to wipe beyond memory.
 */
export const hostingKeys = {
  all: ['hosting'] as const,
  /** The caller's listing requests; city names come in the request's language. */
  submissions: (locale: Locale) => [...hostingKeys.all, 'submissions', locale] as const,
  overview: (locale: Locale, currency: string) => [...hostingKeys.all, 'overview', locale, currency] as const,
  units: (locale: Locale) => [...hostingKeys.all, 'units', locale] as const,
  unit: (id: number) => [...hostingKeys.all, 'unit', id] as const,
  /** The editor's choices (cities, categories, amenities), named in the page's language. */
  choices: (locale: Locale) => [...hostingKeys.all, 'choices', locale] as const,
  stays: (locale: Locale, query: HostStaysQuery) => [...hostingKeys.all, 'stays', locale, query] as const,
  stay: (locale: Locale, code: string) => [...hostingKeys.all, 'stay', locale, code] as const,
  earnings: (locale: Locale, query: EarningsQuery) =>
    [...hostingKeys.all, 'earnings', locale, query] as const,
  calendarSync: (unitId: number) => [...hostingKeys.all, 'calendar-sync', unitId] as const,
  /** A unit's nights, twelve months from this one: statuses, prices and the host's own settings. */
  calendar: (unitId: number) => [...hostingKeys.all, 'calendar', unitId] as const,
  /** A unit's pricing rules: numbers and dates, and season names as the host typed them. */
  pricing: (unitId: number) => [...hostingKeys.all, 'pricing', unitId] as const,
  /** The holiday presets of a year, named in the page's language. */
  pricingPresets: (locale: Locale, unitId: number, year: number) =>
    [...hostingKeys.all, 'pricing-presets', locale, unitId, year] as const,
};
