import type { FastifyInstance } from 'fastify';
import { findReservation } from '../reservations/repository';
import { toReservation } from '../reservations/service';

/**
 * What happens after a checkout state change, one function per event, called once per change (after
 * its transaction commits; webhooks apply each event once). Today they send mail; notifications (in
 * the app, push) are added here, next to the mail, by the notifications domain.
 */

/** A hold was paid: the receipt, in the language the guest booked in, HTML and text. */
export async function bookingConfirmed(app: FastifyInstance, reservationId: string): Promise<void> {
  app.publicCache.invalidate('units');
  const first = await findReservation(app.db, 'en', reservationId);
  if (!first) return;
  const locale = first.reservation.locale;
  const row = locale === 'en' ? first : await findReservation(app.db, locale, reservationId);
  if (!row) return;
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
}

/** Holds ran out unpaid: their nights are free again (coins and promo uses were given back). */
export async function holdsExpired(app: FastifyInstance, unitIds: number[]): Promise<void> {
  if (unitIds.length > 0) app.publicCache.invalidate('units');
}
