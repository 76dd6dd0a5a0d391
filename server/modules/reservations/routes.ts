import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReservationIdParams, ReservationResponse } from '../../../contract/reservations';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { getOwnReservation } from './service';

/** /api/v1/reservations/{id}: the caller's own reservation, for the payment and success pages. */
export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.get(
    '/reservations/:id',
    { schema: { params: ReservationIdParams, response: { 200: ReservationResponse } } },
    async (request) => {
      const reservation = await getOwnReservation(
        app.db,
        request.locale,
        callerOf(request).userId,
        request.params.id,
      );
      return ok(request.t('reservations.loaded'), { reservation });
    },
  );
};
