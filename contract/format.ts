import { intlLocale, type Locale } from './i18n';

/**
 * Numbers, money, days and lists in a reader's language, shared by the pages and by what the server
 * writes (notifications, mails), so both print the same digits, symbols and separators: one locale
 * tag per language with its digits fixed (`intlLocale`), one set of options per kind of value. No schema library here, so
 * the client's first render can use it; the formatters are cached (Intl is slow to build them).
 */

const numbers = new Map<string, Intl.NumberFormat>();
const days = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}:${key}`;
  let format = numbers.get(id);
  if (!format) numbers.set(id, (format = new Intl.NumberFormat(intlLocale(locale), options)));
  return format;
}

function dayFormat(locale: Locale, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}:${key}`;
  let format = days.get(id);
  // Gregorian in both languages: the calendar the stays are booked in.
  if (!format) days.set(id, (format = new Intl.DateTimeFormat(intlLocale(locale, 'gregory'), options)));
  return format;
}

/** Integer minor units and a currency code, as `Money` in common.ts. */
export interface MoneyValue {
  amount_minor: number;
  currency: string;
}

/**
 * Money: the locale decides digits, symbol and its side. Every currency we offer has two decimals of
 * minor units; Intl drops them when the amount is whole.
 */
export function formatMoney(money: MoneyValue, locale: Locale): string {
  return numberFormat(locale, `money:${money.currency}`, {
    style: 'currency',
    currency: money.currency,
    trailingZeroDisplay: 'stripIfInteger',
  } as Intl.NumberFormatOptions).format(money.amount_minor / 100);
}

/** Any number, with Intl's options (a percentage, a rating). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, JSON.stringify(options), options).format(value);
}

/**
 * A whole number with the spec's ',' thousands separator. The digits stay whatever Intl gives the
 * language, like every other number on the page; only the grouping mark is fixed.
 */
export function formatCount(value: number, locale: Locale): string {
  return numberFormat(locale, 'count', { maximumFractionDigits: 0 })
    .formatToParts(Math.round(value))
    .map((part) => (part.type === 'group' ? ',' : part.value))
    .join('');
}

const asDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** `2027-01-10` as "Jan 10" / "10 يناير", read as a calendar day (UTC). */
export function formatDate(iso: string, locale: Locale): string {
  return dayFormat(locale, 'day', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(asDay(iso));
}

/** A stay's day with its year, "Jan 10, 2027" / "10 يناير 2027", read as a calendar day (UTC). */
export function formatStayDay(iso: string, locale: Locale): string {
  return dayFormat(locale, 'stay', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(asDay(iso));
}

/** A moment (a timestamp) with its date and time, in the given zone (the server's mails say UTC). */
export function formatMoment(moment: Date, locale: Locale, timeZone?: string): string {
  return dayFormat(locale, `moment:${timeZone ?? ''}`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(moment);
}

/** The comma between the parts of a line (an area and its city): Arabic text takes "،", never ",". */
export const LIST_SEPARATOR: Record<Locale, string> = { en: ', ', ar: '، ' };

/** "Al Malqa, Riyadh" / "الملقا، الرياض": the non-empty parts, joined with the language's comma. */
export function joinParts(parts: readonly (string | null | undefined)[], locale: Locale): string {
  return parts.filter((part): part is string => Boolean(part?.trim())).join(LIST_SEPARATOR[locale]);
}
