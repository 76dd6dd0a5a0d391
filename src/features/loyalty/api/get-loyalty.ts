import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loyaltySchemas, schemaOf } from '../../../lib/schemas';
import { loyaltyKeys } from './keys';

export const progressQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: loyaltyKeys.progress(userId),
    queryFn: () =>
      api('/api/v1/loyalty/progress', { schema: schemaOf(loyaltySchemas, 'LoyaltyProgressResponse') }).then(
        (r) => r.data.progress,
      ),
    staleTime: 60_000,
    meta: { personal: true },
  });

export const HISTORY_PER_PAGE = 10;

export const historyQueryOptions = (userId: string, page: number, locale: string) =>
  queryOptions({
    queryKey: loyaltyKeys.history(userId, page, locale),
    queryFn: () =>
      api('/api/v1/loyalty/points-history', {
        schema: schemaOf(loyaltySchemas, 'PointsHistoryResponse'),
        query: { page, per_page: HISTORY_PER_PAGE },
      }).then((r) => ({ items: r.data.items, pagination: r.pagination })),
    staleTime: 60_000,
    meta: { personal: true },
  });

/** Points to coins; the progress and history are refetched after. */
export function useConvertPoints(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ points, key }: { points: number; key: string }) =>
      api('/api/v1/loyalty/convert', {
        method: 'POST',
        body: { points },
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(loyaltySchemas, 'ConvertPointsResponse'),
      }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.all(userId) }),
  });
}
