import { intlLocale, type Locale } from '../../contract/i18n';
import { SESSION_COOKIES } from '../../contract/session';
import { readCookie, writeCookie } from './cookies';

/** Spec, entities: the selected currency is stored by its code; every call sends it in the `currency` header. */
export const CURRENCY_COOKIE = SESSION_COOKIES.currency;
export const DEFAULT_CURRENCY = 'SAR';

export function currentCurrency(): string {
  const code = readCookie(CURRENCY_COOKIE);
  return code && /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY;
}

const listeners = new Set<() => void>();

export function saveCurrency(code: string): void {
  writeCookie(CURRENCY_COOKIE, code, 365 * 24 * 60 * 60);
  listeners.forEach((listener) => listener());
}

/** Re-renders price-showing components when the visitor picks another currency (see use-currency.ts). */
export function onCurrencyChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How a currency is named where a page names it alone (the header's switch). In Arabic it is the sign
 * its prices carry (money.ts: "ر.س." beside "1,250 ر.س."), never Latin letters; in English the ISO code,
 * which is what English prices show for the riyal, the dirham and the pound, and which keeps the dollar
 * apart from other dollars. Here rather than in money.ts, which home does not load at first.
 */
export function currencySign(code: string, locale: Locale): string {
  if (locale === 'en') return code;
  const parts = new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: code,
  }).formatToParts(1);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}
