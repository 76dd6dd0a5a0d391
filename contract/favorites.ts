import * as z from 'zod/mini';
import { envelope, listEnvelope, queryInt } from './common';
import { UnitCard } from './units';

/**
 * Favourites: the units a signed-in user saved. `favorites/{id}` takes the **unit** id,
 * not a row id: the heart on a card knows only its unit, and a write queued offline must name what it
 * changes without a round trip. A user can only ever touch their own rows, so the id cannot reach
 * another user's data.
 */

export const FAVORITES_MAX_PER_PAGE = 50;

/** A saved unit, as a card in the request's language and the `currency` header's money. */
export const Favorite = z.object({
  unit_id: z.int(),
  saved_at: z.iso.datetime({ offset: true }),
  unit: UnitCard,
});
export type Favorite = z.infer<typeof Favorite>;

/** GET /api/v1/favorites: newest saved first. */
export const FavoritesQuery = z.strictObject({
  page: z.optional(queryInt(1)),
  per_page: z.optional(queryInt(1, FAVORITES_MAX_PER_PAGE)),
});
export type FavoritesQuery = z.infer<typeof FavoritesQuery>;
export const FavoritesResponse = listEnvelope(Favorite);
export type FavoritesResponse = z.infer<typeof FavoritesResponse>;

/** A unit id as it arrives in a path or body: a positive 32-bit integer (a huge one is a 422, not a 500). */
const UnitId = z.int().check(z.minimum(1), z.maximum(2_147_483_647));

/** POST /api/v1/favorites. Saving a unit already saved is a success that stores nothing new. */
export const AddFavoriteBody = z.strictObject({ unit_id: UnitId });
export type AddFavoriteBody = z.infer<typeof AddFavoriteBody>;
export const AddFavoriteResponse = envelope({ unit_id: z.int(), saved: z.literal(true) });

/** DELETE /api/v1/favorites/{id}: `id` is the unit's. Removing one not saved is a success too. */
export const FavoriteParams = z.strictObject({ id: z.pipe(z.coerce.number(), UnitId) });
export const RemoveFavoriteResponse = envelope({ unit_id: z.int(), saved: z.literal(false) });

/**
 * GET /api/v1/favorites/ids: every saved unit id, for the hearts on cards. Catalogue pages are cached
 * for everyone, so a card never says whether it is saved; the client asks this once and marks them.
 */
export const FavoriteIdsResponse = envelope({ unit_ids: z.array(z.int()) });
export type FavoriteIdsResponse = z.infer<typeof FavoriteIdsResponse>;
