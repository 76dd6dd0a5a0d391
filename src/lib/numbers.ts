import type { Locale } from '../../contract/i18n';
import { formatNumber } from '../../contract/format';

// Shared with the server's notifications and mails (contract/format.ts), so both print numbers alike.
// Places join with the language's comma there too ("الملقا، الرياض").
export { formatCount, formatNumber, joinParts as formatPlace } from '../../contract/format';

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
