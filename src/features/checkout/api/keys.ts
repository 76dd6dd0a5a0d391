import type { CalculatePriceRequest } from '../../../../contract/checkout';
import type { Locale } from '../../../../contract/i18n';

/**
 * Query keys of checkout. Quotes and coins are the caller's own and change by the minute, so none of
 * them is persisted for offline use (`meta.persist: false` on each query).
 */
export const checkoutKeys = {
  all: ['checkout'] as const,
  quote: (body: CalculatePriceRequest, locale: Locale) =>
    [...checkoutKeys.all, 'quote', body, locale] as const,
  coins: () => [...checkoutKeys.all, 'coins'] as const,
  guest: () => [...checkoutKeys.all, 'guest'] as const,
  reservation: (id: string, locale: Locale) => [...checkoutKeys.all, 'reservation', id, locale] as const,
  testPayment: (id: string) => [...checkoutKeys.all, 'test-payment', id] as const,
};
