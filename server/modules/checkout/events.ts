import type { FastifyInstance } from 'fastify';
import { notify } from '../notifications/service';
import { findReservation } from '../reservations/repository';
import { findMailFacts } from '../reservations/write-repository';
import { toReservation } from '../reservations/view';

/**
 * What happens after a checkout state change, one function per event, called once per change (after
 * its transaction commits; webhooks apply each event once): the guest's mail and their notice in the
 * app (which also moves the bell, the badge and a Web Push where set up).
 */

/** Tells the guest in the app, in whichever language they read it; a failed notice is only logged. */
async function tell(
  app: FastifyInstance,
  reservationId: string,
  userId: string,
  type: 'booking_confirmed' | 'payment_failed',
): Promise<void> {
  const facts = await findMailFacts(app.db, reservationId);
  if (!facts) return;
  await notify(app.db, {
    userId,
    type,
    params: { unit_en: facts.titleEn, unit_ar: facts.titleAr, check_in: facts.checkIn },
    link: `/account/reservations/${reservationId}`,
  }).catch((err: unknown) => app.log.error({ err, reservationId, type }, 'notifying the guest failed'));
}

/** A hold was paid: the receipt, in the language the guest booked in, HTML and text. */
export async function bookingConfirmed(app: FastifyInstance, reservationId: string): Promise<void> {
  app.publicCache.invalidate('units');
  const first = await findReservation(app.db, 'en', reservationId);
  if (!first) return;
  const locale = first.reservation.locale;
  const row = locale === 'en' ? first : await findReservation(app.db, locale, reservationId);
  if (!row) return;
  await tell(app, reservationId, row.reservation.userId, 'booking_confirmed');
  try {
    await app.mailer.send({
      to: row.reservation.guestEmail,
      locale,
      template: 'booking_receipt',
      params: { reservation: toReservation(row, locale) },
    });
  } catch (err) {
    // The stay is confirmed either way; the success page shows the same receipt.
    app.log.error({ err, reservationId }, 'sending the receipt failed');
  }
}

/** A payment attempt failed; the hold stays and the guest may retry on the card page until it ends. */
export async function paymentFailed(app: FastifyInstance, reservationId: string): Promise<void> {
  app.log.info({ reservationId }, 'payment failed; the hold remains until it expires');
  const row = await findReservation(app.db, 'en', reservationId);
  if (row) await tell(app, reservationId, row.reservation.userId, 'payment_failed');
}

/** Holds ran out unpaid: their nights are free again (coins and promo uses were given back). */
export async function holdsExpired(app: FastifyInstance, unitIds: number[]): Promise<void> {
  if (unitIds.length > 0) app.publicCache.invalidate('units');
}
