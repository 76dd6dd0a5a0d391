import { LOCALE_TAGS, type Locale } from '../../../../contract/i18n';

const formats = new Map<Locale, Intl.NumberFormat>();

/** Basis points to a percentage through Intl: 820 → "8.2%" / "٨٫٢٪". One formatter per locale. */
export function formatYield(bps: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'percent', maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format.format(bps / 10_000);
}
