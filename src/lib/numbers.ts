import { LOCALE_TAGS, type Locale } from '../../contract/i18n';

const formats = new Map<string, Intl.NumberFormat>();

/** Numbers through Intl in the page's language, with the formatters cached (they are slow to build). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], options);
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
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 0 });
    formats.set(key, format);
  }
  return format
    .formatToParts(Math.round(value))
    .map((part) => (part.type === 'group' ? ',' : part.value))
    .join('');
}
