import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { CalendarDay } from '../../../../contract/units';
import { api } from '../../../lib/api-client';
import { unitsKeys } from './keys';
import { unitsSchemas, schemaOf } from '../../../lib/schemas';

export const getAvailableDays = (unitId: number, from: string, to: string, signal?: AbortSignal) =>
  api('/api/v1/units/available-days', {
    schema: schemaOf(unitsSchemas, 'AvailableDaysResponse'),
    query: { unit_id: unitId, from, to },
    signal,
  }).then((r) => r.data.items);

export const availableDaysQueryOptions = (unitId: number, from: string, to: string, currency: string) =>
  queryOptions({
    queryKey: unitsKeys.availability(unitId, from, to, currency),
    queryFn: ({ signal }) => getAvailableDays(unitId, from, to, signal),
    // Bookings arrive all the time: a minute is fresh enough for a calendar that the preview re-checks,
    // and a saved copy offline would only promise nights that may be gone.
    staleTime: 60_000,
    meta: { persist: false },
  });

export interface BlockedNights {
  /** Days whose night cannot be booked (taken, or already past on the server's clock). */
  blocked: ReadonlySet<string>;
  isLoading: boolean;
  isError: boolean;
}

// Module level, so react-query can keep the combined result stable between renders.
function combine(results: UseQueryResult<CalendarDay[]>[]): BlockedNights {
  const blocked = new Set<string>();
  for (const result of results)
    for (const day of result.data ?? []) if (!day.available) blocked.add(day.date);
  return {
    blocked,
    isLoading: results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
  };
}

/**
 * The blocked nights of every window of months the visitor has looked at. Windows add up rather than
 * replace each other, so a stay picked across a page turn is still checked against the first month.
 */
export function useBlockedNights(
  unitId: number,
  windows: readonly { from: string; to: string }[],
  currency: string,
): BlockedNights {
  return useQueries({
    queries: windows.map((w) => availableDaysQueryOptions(unitId, w.from, w.to, currency)),
    combine,
  });
}
