import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GUESTS_PER_PAGE,
  GuestBlockRequest,
  GuestBlockResponse,
  GuestCoinsRequest,
  GuestCoinsResponse,
  GuestDetailResponse,
  GuestParams,
  GuestsQuery,
  GuestsResponse,
} from '../../../contract/backoffice-guests';
import { ok, okPage } from '../../lib/envelope';
import { offsetOf, paginationOf } from '../../lib/pagination';
import { callerOf, rolesOfCaller, staffRoles } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { countGuests, listGuests } from './guests-repository';
import { blockGuest, changeCoins, getGuest, profileOf, unblockGuest, type Staff } from './guests-service';

/**
 * /backoffice/guests: find accounts, read one, change its coins, block or unblock it. Reading and
 * coins are guest care for support and money for finance, so both (and admin) may; blocking is a
 * support call (and admin's), not finance's. Writes take an Idempotency-Key like every retryable write.
 */
export const guestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = app.requireRole(...staffRoles('support', 'finance'));
  const blockers = app.requireRole(...staffRoles('support'));
  // The roles the route's guard read: no second read of the caller's account.
  const staffOf = (request: FastifyRequest): Staff => ({
    userId: callerOf(request).userId,
    roles: rolesOfCaller(request),
  });

  app.get(
    '/guests',
    { onRequest: readers, schema: { querystring: GuestsQuery, response: { 200: GuestsResponse } } },
    async (request) => {
      const { q, page = 1 } = request.query;
      const total = await countGuests(app.db, q);
      const pagination = paginationOf(total, page, GUESTS_PER_PAGE, true);
      const items = await listGuests(app.db, request.query, GUESTS_PER_PAGE, offsetOf(pagination));
      return okPage(request.t('backoffice.guests_listed'), { items }, pagination);
    },
  );

  app.get(
    '/guests/:id',
    { onRequest: readers, schema: { params: GuestParams, response: { 200: GuestDetailResponse } } },
    async (request) => {
      const guest = await getGuest(app.db, request.locale, request.params.id);
      return ok(request.t('backoffice.guest_loaded'), { guest });
    },
  );

  app.post(
    '/guests/:id/coins',
    {
      onRequest: readers,
      ...idempotent(app),
      schema: { params: GuestParams, body: GuestCoinsRequest, response: { 200: GuestCoinsResponse } },
    },
    async (request) => {
      const changed = await changeCoins(app.db, staffOf(request), request.params.id, request.body);
      return ok(request.t('backoffice.coins_changed'), changed);
    },
  );

  app.post(
    '/guests/:id/block',
    {
      onRequest: blockers,
      ...idempotent(app),
      schema: { params: GuestParams, body: GuestBlockRequest, response: { 200: GuestBlockResponse } },
    },
    async (request) => {
      await blockGuest(app.db, staffOf(request), request.params.id, request.body.reason);
      const profile = await profileOf(app.db, request.params.id);
      return ok(request.t('backoffice.guest_blocked'), { profile });
    },
  );

  app.post(
    '/guests/:id/unblock',
    {
      onRequest: blockers,
      ...idempotent(app),
      schema: { params: GuestParams, body: GuestBlockRequest, response: { 200: GuestBlockResponse } },
    },
    async (request) => {
      await unblockGuest(app.db, staffOf(request), request.params.id, request.body.reason);
      const profile = await profileOf(app.db, request.params.id);
      return ok(request.t('backoffice.guest_unblocked'), { profile });
    },
  );
};
