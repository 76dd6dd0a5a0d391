import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import type { ReservationTab } from '../../../../contract/reservations-account';
import { api } from '../../../lib/api-client';
import { tripsSchemas, schemaOf } from '../../../lib/schemas';
import { reservationsKeys } from './keys';

export const RESERVATIONS_PER_PAGE = 10;

/** One tab of the guest's trips; kept offline (meta.personal, opted in by its key's root). */
export const reservationsQueryOptions = (userId: string, tab: ReservationTab, page: number, locale: Locale) =>
  queryOptions({
    queryKey: reservationsKeys.list(userId, tab, page, locale),
    queryFn: () =>
      api('/api/v1/reservations', {
        schema: schemaOf(tripsSchemas, 'ReservationListResponse'),
        query: { tab, page, per_page: RESERVATIONS_PER_PAGE },
      }).then((r) => ({ items: r.data.items, pagination: r.pagination })),
    staleTime: 30_000,
    meta: { personal: true },
  });

/** reservations/filter: a search is not worth keeping offline. */
export const searchReservationsQueryOptions = (
  userId: string,
  search: string,
  page: number,
  locale: Locale,
) =>
  queryOptions({
    queryKey: reservationsKeys.search(userId, search, page, locale),
    queryFn: () =>
      api('/api/v1/reservations/filter', {
        schema: schemaOf(tripsSchemas, 'ReservationListResponse'),
        query: { search, page, per_page: RESERVATIONS_PER_PAGE },
      }).then((r) => ({ items: r.data.items, pagination: r.pagination })),
    staleTime: 30_000,
    meta: { personal: true, persist: false },
  });

/** The list a trips URL shows: the search's results when there is one, else the tab's page. */
export const tripsListQueryOptions = (
  userId: string,
  search: { tab: ReservationTab; q?: string | undefined; page: number },
  locale: Locale,
) =>
  // Both answer the same list shape; the cast only joins their query-key types.
  (search.q
    ? searchReservationsQueryOptions(userId, search.q, search.page, locale)
    : reservationsQueryOptions(userId, search.tab, search.page, locale)) as ReturnType<
    typeof reservationsQueryOptions
  >;
