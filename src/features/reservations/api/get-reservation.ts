import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { tripsSchemas, schemaOf } from '../../../lib/schemas';
import { reservationsKeys } from './keys';

/** A trip's detail; kept offline, so the guest can open it at the door with no signal. */
export const reservationQueryOptions = (userId: string, id: string, locale: Locale) =>
  queryOptions({
    queryKey: reservationsKeys.detail(userId, id, locale),
    queryFn: () =>
      api(`/api/v1/reservations/${encodeURIComponent(id)}`, {
        schema: schemaOf(tripsSchemas, 'ReservationDetailResponse'),
      }).then((r) => r.data.reservation),
    staleTime: 30_000,
    meta: { personal: true },
  });

/** What cancelling now would refund. Always asked fresh: a deadline may pass while the page is open. */
export const cancellationQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: reservationsKeys.cancellation(userId, id),
    queryFn: () =>
      api(`/api/v1/reservations/${encodeURIComponent(id)}/cancellation`, {
        schema: schemaOf(tripsSchemas, 'CancellationQuoteResponse'),
      }).then((r) => r.data.quote),
    staleTime: 0,
    meta: { personal: true, persist: false },
  });
