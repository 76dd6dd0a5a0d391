import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConvertPointsRequest,
  ConvertPointsResponse,
  LoyaltyProgressResponse,
  PointsHistoryQuery,
  PointsHistoryResponse,
} from '../../../contract/loyalty';
import { ok, okPage } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { convertPoints, getHistory, getProgress } from './service';

/**
 * The Idempotency-Key also goes on the ledger entry: the plugin replays a finished answer, and the
 * ledger's unique key settles two copies that run at once.
 */
function idempotencyKeyOf(header: unknown): string | null {
  return typeof header === 'string' && /^[\x21-\x7e]{8,128}$/.test(header) ? header : null;
}

/** /api/v1/loyalty: the signed-in guest's points, tier, history and coins. */
export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/loyalty/progress',
    { schema: { response: { 200: LoyaltyProgressResponse } } },
    async (request) => {
      const progress = await getProgress(app.db, callerOf(request).userId);
      return ok(request.t('loyalty.progress_loaded'), { progress });
    },
  );

  app.get(
    '/loyalty/points-history',
    { schema: { querystring: PointsHistoryQuery, response: { 200: PointsHistoryResponse } } },
    async (request) => {
      const { items, pagination } = await getHistory(
        app.db,
        request.locale,
        callerOf(request).userId,
        request.query,
      );
      return okPage(request.t('loyalty.history_loaded'), { items }, pagination);
    },
  );

  app.post(
    '/loyalty/convert',
    { ...idempotent(app), schema: { body: ConvertPointsRequest, response: { 200: ConvertPointsResponse } } },
    async (request) => {
      const userId = callerOf(request).userId;
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const coins = await convertPoints(app.db, userId, request.body.points, key);
      const progress = await getProgress(app.db, userId);
      return ok(request.t('loyalty.converted', { coins }), { coins_added: coins, progress });
    },
  );
};
