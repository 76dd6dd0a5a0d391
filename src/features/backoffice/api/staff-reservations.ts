import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffCancelRequest, StaffReservationsQuery } from '../../../../contract/backoffice';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { backofficeKeys } from './keys';
import { backofficeSchemas, schemaOf } from './schemas';

const searchOf = (query: StaffReservationsQuery) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/** One page of reservations matching the console's filters. */
export const staffReservationsQueryOptions = (locale: Locale, query: StaffReservationsQuery) =>
  queryOptions({
    queryKey: [...backofficeKeys.all, 'reservations', locale, query] as const,
    queryFn: () =>
      api(`/api/v1/backoffice/reservations?${searchOf(query)}`, {
        schema: schemaOf(backofficeSchemas, 'StaffReservationsResponse'),
      }).then((r) => ({ items: r.data.items, pagination: r.pagination })),
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
