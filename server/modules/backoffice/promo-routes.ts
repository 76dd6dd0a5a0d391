import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPromoResponse,
  AdminPromosResponse,
  PROMO_REDEMPTIONS_PER_PAGE,
  PromoCreateBody,
  PromoEditBody,
  PromoParams,
  PromoRedemptionsQuery,
  PromoRedemptionsResponse,
  PROMOS_PER_PAGE,
  PromosQuery,
} from '../../../contract/backoffice';
import { created, ok, okPage } from '../../lib/envelope';
import { offsetOf, paginationOf } from '../../lib/pagination';
import { callerOf, staffRoles } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { notFound } from './content-shared';
import * as repository from './promo-repository';
import { createPromo, editPromo, setPromoPaused } from './promo-service';

/**
 * /backoffice/promo-codes (admin and content): the grid, create, edit, pause and resume, and each
 * code's redemptions. Checkout reads codes straight from the database, so a change applies to the
 * next quote without any cache to clear.
 */
export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...staffRoles('content')));
  const one = { response: { 200: AdminPromoResponse } };

  app.get(
    '/promo-codes',
    { schema: { querystring: PromosQuery, response: { 200: AdminPromosResponse } } },
    async (request) => {
      const total = await repository.countPromos(app.db, request.query);
      const pagination = paginationOf(total, request.query.page ?? 1, PROMOS_PER_PAGE, true);
      const items = await repository.listPromos(app.db, request.query, PROMOS_PER_PAGE, offsetOf(pagination));
      return okPage(request.t('backoffice.promos_listed'), { items }, pagination);
    },
  );

  app.post(
    '/promo-codes',
    { ...idempotent(app), schema: { body: PromoCreateBody, response: { 201: AdminPromoResponse } } },
    async (request, reply) => {
      const promo = await createPromo(app.db, callerOf(request).userId, request.body);
      return reply.code(201).send(created(request.t('backoffice.promo_created'), { promo }));
    },
  );

  app.get('/promo-codes/:id', { schema: { params: PromoParams, ...one } }, async (request) => {
    const promo = await repository.findPromo(app.db, request.params.id);
    if (!promo) throw notFound('backoffice.promo_not_found');
    return ok(request.t('backoffice.promo_loaded'), { promo });
  });

  app.put(
    '/promo-codes/:id',
    { schema: { params: PromoParams, body: PromoEditBody, ...one } },
    async (request) => {
      const promo = await editPromo(app.db, callerOf(request).userId, request.params.id, request.body);
      return ok(request.t('backoffice.promo_saved'), { promo });
    },
  );

  for (const [verb, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(`/promo-codes/:id/${verb}`, { schema: { params: PromoParams, ...one } }, async (request) => {
      const promo = await setPromoPaused(app.db, callerOf(request).userId, request.params.id, paused);
      return ok(request.t(paused ? 'backoffice.promo_paused' : 'backoffice.promo_resumed'), { promo });
    });
  }

  app.get(
    '/promo-codes/:id/redemptions',
    {
      schema: {
        params: PromoParams,
        querystring: PromoRedemptionsQuery,
        response: { 200: PromoRedemptionsResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await repository.findPromo(app.db, id))) throw notFound('backoffice.promo_not_found');
      const total = await repository.countRedemptions(app.db, id);
      const pagination = paginationOf(total, request.query.page ?? 1, PROMO_REDEMPTIONS_PER_PAGE, true);
      const items = await repository.listRedemptions(
        app.db,
        id,
        request.locale,
        PROMO_REDEMPTIONS_PER_PAGE,
        offsetOf(pagination),
      );
      return okPage(request.t('backoffice.promo_redemptions'), { items }, pagination);
    },
  );
};
