import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalculatePriceRequest, CalculatePriceResponse } from '../../../../contract/checkout';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { checkoutSchemas, schemaOf } from '../../../lib/schemas';
import { currentLocale } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/use-currency';
import { checkoutKeys } from './keys';

export type QuoteAnswer = Omit<CalculatePriceResponse['data'], 'is_success' | 'message'>;

export const calculatePrice = (body: CalculatePriceRequest, signal?: AbortSignal) =>
  api('/api/v1/checkout/calculate-price', {
    method: 'POST',
    body,
    signal,
    schema: schemaOf(checkoutSchemas, 'CalculatePriceResponse'),
  }).then(({ data: { is_success: _ok, message: _m, ...answer } }): QuoteAnswer => answer);

/** The binding quote for the stay and options on screen; the previous one stays while the next loads. */
export const quoteQueryOptions = (body: CalculatePriceRequest, locale: Locale, currency: string) =>
  queryOptions({
    queryKey: checkoutKeys.quote(body, locale, currency),
    queryFn: ({ signal }) => calculatePrice(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
    meta: { persist: false },
  });

export const useQuote = (body: CalculatePriceRequest) =>
  useQuery(quoteQueryOptions(body, currentLocale(), useCurrency()));
