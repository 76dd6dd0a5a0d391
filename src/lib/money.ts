import type { Money } from '../../contract/common';
import { intlLocale, type Locale } from '../../contract/i18n';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Money through Intl (CONVENTIONS: i18n): the locale decides digits, symbol and its side. Every currency we
 * offer has two decimals of minor units; Intl drops them when the amount is whole.
 */
export function formatMoney(money: Money, locale: Locale): string {
  const key = `${locale}:${money.currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: money.currency,
      trailingZeroDisplay: 'stripIfInteger',
    } as Intl.NumberFormatOptions);
    formats.set(key, format);
  }
  return format.format(money.amount_minor / 100);
}
