import { idempotent } from '../../plugins/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddFavoriteBody,
  AddFavoriteResponse,
  FavoriteIdsResponse,
  FavoriteParams,
  FavoritesQuery,
  FavoritesResponse,
  RemoveFavoriteResponse,
} from '../../../contract/favorites';
import { ok, okPage } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { resolveCurrency } from '../currency/service';
import { addFavorite, favoriteIds, listFavorites, removeFavorite } from './service';

/** /api/v1/favorites: the signed-in user's saved units. Writes honour Idempotency-Key (outbox replays). */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/favorites',
    { schema: { querystring: FavoritesQuery, response: { 200: FavoritesResponse } } },
    async (request) => {
      const rate = await resolveCurrency(app.db, request.headers.currency);
      const { userId } = callerOf(request);
      const { items, pagination } = await listFavorites(app.db, userId, request.locale, request.query, rate);
      return okPage(request.t('favorites.listed'), { items }, pagination);
    },
  );

  app.get('/favorites/ids', { schema: { response: { 200: FavoriteIdsResponse } } }, async (request) => {
    const unitIds = await favoriteIds(app.db, callerOf(request).userId);
    return ok(request.t('favorites.listed'), { unit_ids: unitIds });
  });

  app.post(
    '/favorites',
    {
      ...idempotent(app),
      schema: { body: AddFavoriteBody, response: { 200: AddFavoriteResponse } },
    },
    async (request) => {
      await addFavorite(app.db, callerOf(request).userId, request.body.unit_id);
      return ok(request.t('favorites.added'), { unit_id: request.body.unit_id, saved: true as const });
    },
  );

  app.delete(
    '/favorites/:id',
    {
      ...idempotent(app),
      schema: { params: FavoriteParams, response: { 200: RemoveFavoriteResponse } },
    },
    async (request) => {
      await removeFavorite(app.db, callerOf(request).userId, request.params.id);
      return ok(request.t('favorites.removed'), { unit_id: request.params.id, saved: false as const });
    },
  );
};
