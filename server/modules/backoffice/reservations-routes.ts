import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ReservationCodeParams,
  STAFF_RESERVATIONS_PER_PAGE,
  StaffCancelRequest,
  StaffReservationResponse,
  StaffReservationsQuery,
  StaffReservationsResponse,
} from '../../../contract/backoffice-reservations';
import { ok, okPage } from '../../lib/envelope';
import { offsetOf, paginationOf } from '../../lib/pagination';
import { callerOf, staffRoles } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { paymentsFromEnv } from '../checkout/payments/config';
import { sendCancellationMail } from '../reservations/mail';
import { refundsThrough, type RefundGateway } from '../reservations/refund-gateway';
import { processPendingRefunds } from '../reservations/service';
import { countStaffReservations, listStaffReservations } from './reservations-repository';
import { cancelForGuest, getStaffReservation } from './reservations-service';
import { staffRolesOf } from './staff';

export interface StaffReservationsOptions {
  /** Where refunds go; by default the payment providers configured from the environment. */
  refunds?: RefundGateway;
}

/**
 * /backoffice/reservations: support and finance (admin always) find any stay, read its payment
 * timeline and cancel it on the guest's behalf. How much each role may refund is the service's rule.
 */
export const staffReservationRoutes: FastifyPluginAsyncZod<StaffReservationsOptions> = async (
  app,
  options,
) => {
  const refunds = options.refunds ?? refundsThrough(paymentsFromEnv());
  const db = app.db;
  const who = app.requireRole(...staffRoles('support', 'finance'));

  app.get(
    '/reservations',
    {
      onRequest: who,
      schema: { querystring: StaffReservationsQuery, response: { 200: StaffReservationsResponse } },
    },
    async (request) => {
      const total = await countStaffReservations(db, request.query);
      const pagination = paginationOf(total, request.query.page ?? 1, STAFF_RESERVATIONS_PER_PAGE, true);
      const items = await listStaffReservations(
        db,
        request.locale,
        request.query,
        STAFF_RESERVATIONS_PER_PAGE,
        offsetOf(pagination),
      );
      return okPage(request.t('backoffice.reservations.listed'), { items }, pagination);
    },
  );

  app.get(
    '/reservations/:code',
    {
      onRequest: who,
      schema: { params: ReservationCodeParams, response: { 200: StaffReservationResponse } },
    },
    async (request) => {
      const reservation = await getStaffReservation(db, request.locale, request.params.code);
      return ok(request.t('backoffice.reservations.loaded'), { reservation });
    },
  );

  app.post(
    '/reservations/:code/cancel',
    {
      onRequest: who,
      // A retried press replays the first answer; the row lock and state check make a new key safe too.
      ...idempotent(app),
      schema: {
        params: ReservationCodeParams,
        body: StaffCancelRequest,
        response: { 200: StaffReservationResponse },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const roles = staffRolesOf(request);
      const outcome = await cancelForGuest(db, { id: userId, roles }, request.params.code, request.body);
      if (outcome.cancelled) {
        // The nights are free again: the catalogue's cached calendars must not show them taken.
        app.publicCache.invalidate('units');
        await processPendingRefunds(db, refunds, outcome.reservationId);
        sendCancellationMail(request, outcome.reservationId, outcome.guestUserId);
      }
      const reservation = await getStaffReservation(db, request.locale, request.params.code);
      const message = outcome.cancelled
        ? 'backoffice.reservations.cancelled'
        : 'backoffice.reservations.already_cancelled';
      return ok(request.t(message), { reservation });
    },
  );
};
