import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-queue';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { enqueue, newIdempotencyKey, type OutboxWrite } from '../../../lib/outbox';
import { favoritesSchemas, schemaOf } from '../../../lib/schemas';
import { favoritesKeys } from './keys';

export interface ToggleFavorite {
  unitId: number;
  save: boolean;
}

/** The request a toggle makes, as the outbox stores it (the same key whether sent now or later). */
export function favoriteWrite({ unitId, save }: ToggleFavorite): Omit<OutboxWrite, 'at'> {
  return save
    ? {
        key: newIdempotencyKey(),
        slot: `favorite:${unitId}`,
        method: 'POST',
        path: '/api/v1/favorites',
        body: { unit_id: unitId },
      }
    : {
        key: newIdempotencyKey(),
        slot: `favorite:${unitId}`,
        method: 'DELETE',
        path: `/api/v1/favorites/${unitId}`,
      };
}

/** Sends one queued or fresh write with its Idempotency-Key. */
export async function sendFavoriteWrite(write: Omit<OutboxWrite, 'at'>): Promise<void> {
  await api(write.path, {
    method: write.method,
    body: write.body,
    headers: { 'Idempotency-Key': write.key },
    schema: schemaOf(
      favoritesSchemas,
      write.method === 'POST' ? 'AddFavoriteResponse' : 'RemoveFavoriteResponse',
    ),
  });
}

const isNetworkFailure = (error: unknown) => isApiError(error) && error.code === 'NETWORK';

/**
 * The heart's write: optimistic (the ids cache flips at once), rolled back with a toast when the
 * server refuses. With no network the write goes to the outbox instead and the heart keeps its new
 * state; it is sent when the connection returns (features/notifications/live/engage.ts replays it).
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (input: ToggleFavorite) => {
      const write = favoriteWrite(input);
      if (typeof navigator !== 'undefined' && !navigator.onLine) return enqueue(write);
      try {
        await sendFavoriteWrite(write);
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        await enqueue(write);
      }
    },
    onMutate: async ({ unitId, save }) => {
      await queryClient.cancelQueries({ queryKey: favoritesKeys.ids() });
      const previous = queryClient.getQueryData<number[]>(favoritesKeys.ids());
      queryClient.setQueryData<number[]>(favoritesKeys.ids(), (ids = []) =>
        save ? [unitId, ...ids.filter((id) => id !== unitId)] : ids.filter((id) => id !== unitId),
      );
      return { previous };
    },
    onError: (_error, { save }, context) => {
      queryClient.setQueryData(favoritesKeys.ids(), context?.previous);
      toast.error(
        save ? t`We couldn’t save this stay.` : t`We couldn’t remove this stay.`,
        t`Please try again.`,
      );
    },
    onSuccess: () => {
      // The wishlist pages refetch when next shown; the ids already hold the new state.
      void queryClient.invalidateQueries({ queryKey: [...favoritesKeys.all, 'list'] });
    },
  });
}
