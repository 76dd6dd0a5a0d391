import { intlLocale, type Locale } from '../../../../contract/i18n';
import { formatNumber } from '../../../lib/numbers';

const months = new Map<Locale, Intl.DateTimeFormat>();

/** `2026-03-14` as "March 2026" / "مارس ٢٠٢٦": when the guest stayed, to the month. */
export function formatMonth(iso: string, locale: Locale): string {
  let format = months.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale, 'gregory'), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    months.set(locale, format);
  }
  return format.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}

/** A score like 4.67 with up to two decimals (4 stays "4.0" so averages line up). */
export const formatScore = (value: number, locale: Locale) =>
  formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
