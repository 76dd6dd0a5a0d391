import { intlLocale, type Locale } from '../../contract/i18n';

const formats = new Map<string, Intl.NumberFormat>();

/** Numbers through Intl in the page's language, with the formatters cached (they are slow to build). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    formats.set(key, format);
  }
  return format.format(value);
}

/**
 * A whole number with the spec's ',' thousands separator. The digits stay whatever Intl gives the language,
 * like every other number on the page; only the grouping mark is fixed.
 */
export function formatCount(value: number, locale: Locale): string {
  const key = `${locale}:count`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 });
    formats.set(key, format);
  }
  return format
    .formatToParts(Math.round(value))
    .map((part) => (part.type === 'group' ? ',' : part.value))
    .join('');
}

/**
 * Basis points as a percentage (1500 → "15%"), the one way every rate on the pages is written (VAT,
 * yields, bonuses, progress), so a page never shows "15%" in one place and "15٪" in another.
 */
export function formatPercent(
  bp: number,
  locale: Locale,
  options: Pick<Intl.NumberFormatOptions, 'signDisplay'> = {},
): string {
  return formatNumber(bp / 10_000, locale, { style: 'percent', maximumFractionDigits: 2, ...options });
}

/**
 * (Lists live with the number formats: one module of locale formats, one chunk for the pages to load.)
 * The separator between the parts of a place ("Al Malqa, Riyadh"). Arabic writes its own comma "،";
 * Intl.ListFormat has no comma-only list in Arabic (its lists join with "و"), so the mark is chosen here.
 */
const SEPARATORS: Record<Locale, string> = { en: ', ', ar: '، ' };

/** A place from its parts, most precise first, skipping the empty ones. */
export function formatPlace(parts: readonly (string | null | undefined)[], locale: Locale): string {
  return parts.filter((part): part is string => Boolean(part?.trim())).join(SEPARATORS[locale]);
}
