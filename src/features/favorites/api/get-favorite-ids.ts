import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pendingWrites, type OutboxWrite } from '../../../lib/outbox';
import { favoritesSchemas, schemaOf } from '../../../lib/schemas';
import { favoritesKeys } from './keys';

/**
 * The saved ids with the hearts still waiting in the outbox laid over them, oldest first: a save
 * made offline is not on the server until the outbox is replayed, and a refetch that answers before
 * the replay lands must not take the heart back. Laying a write already applied over the answer
 * changes nothing, so the outbox is read before the request goes out.
 */
export function withQueuedHearts(serverIds: readonly number[], queued: readonly OutboxWrite[]): number[] {
  let ids = [...serverIds];
  for (const write of queued) {
    const unitId = Number(write.slot.startsWith('favorite:') ? write.slot.slice('favorite:'.length) : NaN);
    if (!Number.isInteger(unitId)) continue;
    ids = ids.filter((id) => id !== unitId);
    if (write.method === 'POST') ids.unshift(unitId);
  }
  return ids;
}

export async function getFavoriteIds(): Promise<number[]> {
  const queued = await pendingWrites().catch(() => []);
  const answer = await api('/api/v1/favorites/ids', {
    schema: schemaOf(favoritesSchemas, 'FavoriteIdsResponse'),
  });
  return withQueuedHearts(answer.data.unit_ids, queued);
}

/**
 * The signed-in user's saved unit ids. Catalogue pages are cached for every visitor alike, so no card
 * knows whether it is saved: the hearts read this one personal query instead. It is asked again
 * whenever the connection returns, so hearts changed on another device meanwhile show here too.
 */
export const favoriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: favoritesKeys.ids(),
    queryFn: getFavoriteIds,
    staleTime: 5 * 60_000,
    refetchOnReconnect: 'always',
  });
