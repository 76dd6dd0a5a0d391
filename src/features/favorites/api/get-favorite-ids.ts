import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { favoritesSchemas, schemaOf } from '../../../lib/schemas';
import { favoritesKeys } from './keys';

export const getFavoriteIds = () =>
  api('/api/v1/favorites/ids', { schema: schemaOf(favoritesSchemas, 'FavoriteIdsResponse') }).then(
    (r) => r.data.unit_ids,
  );

/**
 * The signed-in user's saved unit ids. Catalogue pages are cached for every visitor alike, so no card
 * knows whether it is saved: the hearts read this one personal query instead.
 */
export const favoriteIdsQueryOptions = () =>
  queryOptions({ queryKey: favoritesKeys.ids(), queryFn: getFavoriteIds, staleTime: 5 * 60_000 });
