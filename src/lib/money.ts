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

/**
 * How a currency is named where a page names it alone (the header's switch). In Arabic it is the sign
 * the prices on the page carry ("ر.س." beside "1,250 ر.س."), never Latin letters; in English the ISO
 * code, which is what English prices show for the riyal, the dirham and the pound, and which keeps the
 * dollar apart from other dollars.
 */
export function currencySign(code: string, locale: Locale): string {
  if (locale === 'en') return code;
  const parts = new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: code,
  }).formatToParts(1);
  // Bidi marks around the sign belong to a price's layout, not to the name alone.
  return (parts.find((part) => part.type === 'currency')?.value ?? code).replace(/[\u200e\u200f\u061c]/g, '');
}
