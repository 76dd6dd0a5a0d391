import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HostCancelBody,
  HostOverviewResponse,
  HostStayParams,
  HostStayResponse,
  HostStaysQuery,
  HostStaysResponse,
} from '../../../contract/hosting-stays';
import { ok, okPage } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { paymentsFromEnv } from '../checkout/payments/config';
import { resolveCurrency } from '../currency/service';
import { sendCancellationMail } from '../reservations/mail';
import { refundsThrough, type RefundGateway } from '../reservations/refund-gateway';
import { processPendingRefunds } from '../reservations/service';
import { getOverview } from './overview-service';
import { cancelStay, getStay, listStays } from './stays-service';

export interface StaysRoutesOptions {
  /** Where refunds go; by default the payment providers configured from the environment. */
  refunds?: RefundGateway;
}

/**
 * /api/v1/hosting/reservations and /hosting/overview: the host's stays and dashboard. For hosts only
 * (401 signed out, 403 without the role); every query names the caller as the unit's host, so another
 * host's code answers 404 like one that never existed.
 */
export const staysRoutes: FastifyPluginAsyncZod<StaysRoutesOptions> = async (app, options) => {
  const refunds = options.refunds ?? refundsThrough(paymentsFromEnv());
  const db = app.db;
  app.addHook('onRequest', app.requireRole('host'));

  app.get(
    '/reservations',
    { schema: { querystring: HostStaysQuery, response: { 200: HostStaysResponse } } },
    async (request) => {
      const result = await listStays(db, request.locale, callerOf(request).userId, request.query);
      return okPage(request.t('hosting.stays.listed'), { items: result.items }, result.pagination);
    },
  );

  app.get(
    '/reservations/:code',
    { schema: { params: HostStayParams, response: { 200: HostStayResponse } } },
    async (request) => {
      const stay = await getStay(db, request.locale, callerOf(request).userId, request.params.code);
      return ok(request.t('hosting.stays.loaded'), { stay });
    },
  );

  app.post(
    '/reservations/:code/cancel',
    {
      // A retried press replays the first answer; the lock and state check make even a new key safe.
      ...idempotent(app),
      schema: { params: HostStayParams, body: HostCancelBody, response: { 200: HostStayResponse } },
    },
    async (request) => {
      const hostId = callerOf(request).userId;
      const { code } = request.params;
      const outcome = await cancelStay(db, hostId, code, request.body);
      if (outcome.cancelled) {
        // The nights are free again: the catalogue's cached calendars must not show them taken.
        app.publicCache.invalidate('units');
        await processPendingRefunds(db, refunds, outcome.reservationId);
        sendCancellationMail(request, outcome.reservationId, outcome.guestUserId);
      }
      const stay = await getStay(db, request.locale, hostId, code);
      return ok(
        request.t(outcome.cancelled ? 'hosting.stays.cancelled' : 'hosting.stays.already_cancelled'),
        {
          stay,
        },
      );
    },
  );

  app.get('/overview', { schema: { response: { 200: HostOverviewResponse } } }, async (request) => {
    const rate = await resolveCurrency(db, request.headers.currency);
    const overview = await getOverview(db, request.locale, callerOf(request).userId, rate);
    return ok(request.t('hosting.overview.loaded'), { overview });
  });
};
