import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { CheckAvailabilityResponse, CheckAvailabilityRequest } from '../../../../contract/units';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/use-currency';
import { unitsKeys } from './keys';
import { unitsSchemas, schemaOf } from '../../../lib/schemas';

export type PricePreview = Omit<CheckAvailabilityResponse['data'], 'is_success' | 'message'>;

export const checkAvailability = (body: CheckAvailabilityRequest, signal?: AbortSignal) =>
  api('/api/v1/units/check-availability', {
    method: 'POST',
    body,
    schema: schemaOf(unitsSchemas, 'CheckAvailabilityResponse'),
    signal,
  }).then(({ data: { is_success: _ok, message: _message, ...preview } }): PricePreview => preview);

/**
 * A price preview as a query, not a mutation: POST only for its typed body (see the contract), it
 * stores nothing, so it can be cached by its body and refetched freely. The previous answer stays on
 * screen while the next one loads, so the lines never collapse between two picks.
 */
export const checkAvailabilityQueryOptions = (
  body: CheckAvailabilityRequest | null,
  locale: Locale,
  currency: string,
) =>
  queryOptions({
    queryKey: unitsKeys.preview(body, locale, currency),
    queryFn: body ? ({ signal }) => checkAvailability(body, signal) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // A quote is only good now: never kept for offline use.
    meta: { persist: false },
  });

/** The preview for a stay, or an idle query when there is no stay yet. */
export function usePricePreview(body: CheckAvailabilityRequest | null) {
  return useQuery(checkAvailabilityQueryOptions(body, currentLocale(), useCurrency()));
}
