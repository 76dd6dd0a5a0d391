/**
 * Locale constants (spec: product, business constants) and the currencies as plain values, with no schema library behind them,
 * so code that only needs the list of languages or currencies (the client's first render) does not
 * load zod.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** BCP 47 tags of the two languages the spec names. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', ar: 'ar-AR' };
export const RTL_LOCALES: readonly Locale[] = ['ar'];

/**
 * The digits every language here is written with, everywhere (pages, mails, notifications): Latin, as
 * Arabic's Gregorian dates, prices and the spec's ',' grouping already are. Without `nu` the Intl
 * default depends on the tag and the calendar (`ar-SA` and the Umm al-Qura calendar switch to ٠١٢٣),
 * which put two digit systems on one line.
 */
export const NUMBERING = 'latn';

/** The tag to give Intl for a language: its calendar when one matters, and always its digits. */
export function intlLocale(locale: Locale, calendar?: 'gregory' | 'islamic-umalqura'): string {
  return `${LOCALE_TAGS[locale]}-u${calendar ? `-ca-${calendar}` : ''}-nu-${NUMBERING}`;
}

/** HTTP codes the spec counts as success (spec: validation rules, business constants). */
export const SUCCESS_CODES = [200, 201, 204] as const;

/**
 * Currencies the site prices in (spec, entities, API calls: the `currency` header). Prices are stored in SAR; the server
 * converts to the requested code. Adding one means a row in the `currencies` table and an entry here.
 */
export const CURRENCIES = ['SAR', 'AED', 'EGP', 'USD'] as const;
