import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestPayRequest } from '../../../../contract/checkout';
import { api } from '../../../lib/api-client';
import { checkoutSchemas, schemaOf } from '../../../lib/schemas';
import { checkoutKeys } from './keys';

export const getTestPayment = (id: string) =>
  api(`/api/v1/checkout/test-gateway/${encodeURIComponent(id)}`, {
    schema: schemaOf(checkoutSchemas, 'TestPaymentResponse'),
  }).then(({ data }) => data);

export const testPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: checkoutKeys.testPayment(id),
    queryFn: () => getTestPayment(id),
    meta: { persist: false },
  });

export const payTestCard = (body: TestPayRequest) =>
  api('/api/v1/checkout/test-gateway/pay', {
    method: 'POST',
    body,
    schema: schemaOf(checkoutSchemas, 'TestPayResponse'),
  }).then(({ data }) => data);

export function usePayTestCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payTestCard,
    // Marked stale, not refetched here: the card page must stay put until it has moved on to the
    // success page, which then reads the reservation afresh.
    onSettled: () => client.invalidateQueries({ queryKey: checkoutKeys.all, refetchType: 'none' }),
  });
}
