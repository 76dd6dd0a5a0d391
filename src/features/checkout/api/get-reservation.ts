import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { reservationsSchemas, schemaOf } from '../../../lib/schemas';
import { checkoutKeys } from './keys';

export const getReservation = (id: string) =>
  api(`/api/v1/reservations/${encodeURIComponent(id)}`, {
    schema: schemaOf(reservationsSchemas, 'ReservationResponse'),
  }).then(({ data }) => data.reservation);

/**
 * A reservation being paid. While it is still `pending_payment` after a hosted payment, it is polled
 * every 2 s until the provider's webhook confirms it.
 */
export const reservationQueryOptions = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: checkoutKeys.reservation(id, locale),
    queryFn: () => getReservation(id),
    meta: { persist: false },
  });
