import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffCancelRequest } from '../../../../contract/backoffice';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { backofficeKeys } from './keys';
import { backofficeSchemas, schemaOf } from './schemas';

/** One page of reservations for the console's grid; `query` is its `page=&sort=&dir=&q=&status=`. */
export const staffReservationsQueryOptions = (locale: Locale, query: string) =>
  queryOptions({
    queryKey: [...backofficeKeys.all, 'reservations', locale, query] as const,
    queryFn: () =>
      api(`/api/v1/backoffice/reservations?${query}`, {
        schema: schemaOf(backofficeSchemas, 'StaffReservationsResponse'),
      }).then((r) => ({ items: r.data.items, pagination: r.pagination })),
    // The page stays on screen while the next page, order or search loads, instead of blinking empty.
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });

/** One stay with its timeline and what cancelling it now would refund. */
export const staffReservationQueryOptions = (locale: Locale, code: string) =>
  queryOptions({
    queryKey: [...backofficeKeys.all, 'reservation', locale, code] as const,
    queryFn: () =>
      api(`/api/v1/backoffice/reservations/${encodeURIComponent(code)}`, {
        schema: schemaOf(backofficeSchemas, 'StaffReservationResponse'),
      }).then((r) => r.data.reservation),
    meta: { persist: false },
  });

/** Cancels on the guest's behalf; one key per opened form, so a retried press refunds once. */
export function useStaffCancel(code: string) {
  const queryClient = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: (body: StaffCancelRequest) =>
      api(`/api/v1/backoffice/reservations/${encodeURIComponent(code)}/cancel`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(backofficeSchemas, 'StaffReservationResponse'),
      }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
