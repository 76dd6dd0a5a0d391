import { LOCALE_TAGS, type Locale } from '../../../../contract/i18n';

/** Basis points to a percentage through Intl: 820 → "8.2%" / "٨٫٢٪". */
export function formatYield(bps: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'percent', maximumFractionDigits: 2 }).format(
    bps / 10_000,
  );
}
