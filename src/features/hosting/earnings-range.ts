import type { EarningsQuery } from '../../../contract/hosting';
import { intlLocale, type Locale } from '../../../contract/i18n';

/** The statement's longest range, as the server allows it (server/modules/hosting/earnings-service.ts). */
export const MAX_MONTHS = 36;

const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (i: number) =>
  `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;
export const currentMonth = () => new Date().toISOString().slice(0, 7);

/** A range of check-in months, both ends inclusive. */
export type MonthRange = Required<Pick<EarningsQuery, 'from' | 'to'>>;

/** The range shown: the last twelve months by default, put in order and cut to MAX_MONTHS. */
export function rangeOf(search: EarningsQuery, now = currentMonth()): MonthRange {
  const to = index(search.to ?? now);
  let from = search.from ? index(search.from) : to - 11;
  if (from > to) from = to;
  if (to - from + 1 > MAX_MONTHS) from = to - MAX_MONTHS + 1;
  return { from: monthOf(from), to: monthOf(to) };
}

/** The months a picker offers: three years back to a year ahead, newest first. */
export function monthChoices(now = currentMonth()): string[] {
  const last = index(now) + 12;
  return Array.from({ length: MAX_MONTHS + 12 }, (_, i) => monthOf(last - i));
}

/** After one end moves, the other follows so the range stays in order and within MAX_MONTHS. */
export function moveRange(range: MonthRange, end: 'from' | 'to', month: string) {
  const moved = index(month);
  if (end === 'from') {
    const to = Math.min(Math.max(index(range.to), moved), moved + MAX_MONTHS - 1);
    return { from: monthOf(moved), to: monthOf(to) };
  }
  const from = Math.max(Math.min(index(range.from), moved), moved - MAX_MONTHS + 1);
  return { from: monthOf(from), to: monthOf(moved) };
}

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();
/** `2026-03` as "March 2026" / "مارس 2026" (Gregorian, the calendar stays are booked in). */
export function formatMonth(month: string, locale: Locale): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale, 'gregory'), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}
