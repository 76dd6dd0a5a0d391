import type { CalculatePriceRequest } from '../../../../contract/checkout';
import type { Locale } from '../../../../contract/i18n';

/**
 * Query keys of checkout. Quotes and coins are the caller's own and change by the minute, so none of
 * them is persisted for offline use (`meta.persist: false` on each query).
 */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** By currency too: the quote carries its approximate total in the chosen one. */
  quote: (body: CalculatePriceRequest, locale: Locale, currency: string) =>
    [...checkoutKeys.all, 'quote', body, locale, currency] as const,
  coins: () => [...checkoutKeys.all, 'coins'] as const,
  guest: () => [...checkoutKeys.all, 'guest'] as const,
  reservation: (id: string, locale: Locale) => [...checkoutKeys.all, 'reservation', id, locale] as const,
  testPayment: (id: string) => [...checkoutKeys.all, 'test-payment', id] as const,
};
