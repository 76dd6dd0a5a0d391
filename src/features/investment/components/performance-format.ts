import { intlLocale, type Locale } from '../../../../contract/i18n';
import { formatNumber } from '../../../lib/numbers';

const ranges = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The window's first and last nights as one range, "Nov 27, 2025 – Nov 25, 2026", Gregorian in both
 * languages and read as calendar days (UTC), like every stay date.
 */
export function formatNightRange(first: string, last: string, locale: Locale): string {
  let format = ranges.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale, 'gregory'), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    ranges.set(locale, format);
  }
  return format.formatRange(new Date(`${first}T00:00:00Z`), new Date(`${last}T00:00:00Z`));
}

/** Occupancy in basis points as a percentage with one decimal at most: 7_260 → "72.6%" in both languages' digits. */
export function formatOccupancy(bps: number, locale: Locale): string {
  return formatNumber(bps / 10_000, locale, { style: 'percent', maximumFractionDigits: 1 });
}
