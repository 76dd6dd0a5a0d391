import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancellationQuoteResponse,
  CancelReservationRequest,
  CancelReservationResponse,
  ReservationDetailResponse,
  ReservationFilterQuery,
  ReservationListQuery,
  ReservationListResponse,
} from '../../../contract/reservations-account';
import { ReservationIdParams } from '../../../contract/reservations';
import { ok, okPage } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { paymentsFromEnv } from '../checkout/payments/config';
import { refundsThrough, type RefundGateway } from './refund-gateway';
import { sendCancellationMail } from './mail';
import {
  cancelReservation,
  completeStays,
  getCancellationQuote,
  getReservation,
  listReservations,
  processPendingRefunds,
  searchReservations,
} from './service';

export const COMPLETE_STAYS_JOB = 'reservations.complete-stays';
export const RETRY_REFUNDS_JOB = 'reservations.retry-refunds';

export interface ReservationRoutesOptions {
  /** Where refunds go; by default the payment providers configured from the environment. */
  refunds?: RefundGateway;
}

/**
 * /api/v1/reservations: the signed-in guest's own trips. Every route needs a bearer token, and every
 * query is scoped to the caller, so another user's id is a 404 like one that never existed.
 */
export const reservationRoutes: FastifyPluginAsyncZod<ReservationRoutesOptions> = async (app, options) => {
  const refunds = options.refunds ?? refundsThrough(paymentsFromEnv());
  const db = app.db;

  // Stays end on their own: every quarter hour is close enough for points and reviews to open.
  app.jobs.schedule(COMPLETE_STAYS_JOB, '*/15 * * * *');
  app.jobs.work(COMPLETE_STAYS_JOB, async () => void (await completeStays(db)));
  // A refund whose provider call failed (a timeout, an outage) is retried until it goes through.
  app.jobs.schedule(RETRY_REFUNDS_JOB, '*/10 * * * *');
  app.jobs.work(RETRY_REFUNDS_JOB, async () => void (await processPendingRefunds(db, refunds)));

  // onRequest, before the body is even parsed: strangers get 401, not validation details. The hook
  // covers this plugin's routes only (Fastify's encapsulation).
  app.addHook('onRequest', app.requireAuth);
  const detail = (request: FastifyRequest, id: string) =>
    getReservation(db, request.locale, callerOf(request).userId, id);

  app.get(
    '/reservations',
    { schema: { querystring: ReservationListQuery, response: { 200: ReservationListResponse } } },
    async (request) => {
      const result = await listReservations(db, request.locale, callerOf(request).userId, request.query);
      return okPage(request.t('reservations.listed'), { items: result.items }, result.pagination);
    },
  );

  app.get(
    '/reservations/filter',
    { schema: { querystring: ReservationFilterQuery, response: { 200: ReservationListResponse } } },
    async (request) => {
      const result = await searchReservations(db, request.locale, callerOf(request).userId, request.query);
      return okPage(request.t('reservations.listed'), { items: result.items }, result.pagination);
    },
  );

  app.get(
    '/reservations/:id',
    { schema: { params: ReservationIdParams, response: { 200: ReservationDetailResponse } } },
    async (request) => {
      const reservation = await detail(request, request.params.id);
      return ok(request.t('reservations.loaded'), { reservation });
    },
  );

  app.get(
    '/reservations/:id/cancellation',
    { schema: { params: ReservationIdParams, response: { 200: CancellationQuoteResponse } } },
    async (request) => {
      const quote = await getCancellationQuote(db, callerOf(request).userId, request.params.id);
      return ok(request.t('reservations.cancellation_quoted'), { quote });
    },
  );

  app.post(
    '/reservations/:id/cancel',
    {
      // A retried press replays the first answer; the state check below makes even a new key safe.
      ...idempotent(app),
      schema: {
        params: ReservationIdParams,
        body: CancelReservationRequest,
        response: { 200: CancelReservationResponse },
      },
    },
    async (request) => {
      const userId = callerOf(request).userId;
      const { id } = request.params;
      const outcome = await cancelReservation(db, userId, id, request.body.expected_refund_minor);
      if (outcome.cancelled) {
        // The nights are free again: the catalogue's cached calendars must not show them taken.
        app.publicCache.invalidate('units');
        await processPendingRefunds(db, refunds, id);
        sendCancellationMail(request, id);
      }
      const reservation = await detail(request, id);
      return ok(request.t(outcome.cancelled ? 'reservations.cancelled' : 'reservations.already_cancelled'), {
        reservation,
      });
    },
  );
};
