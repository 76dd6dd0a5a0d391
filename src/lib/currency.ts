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
