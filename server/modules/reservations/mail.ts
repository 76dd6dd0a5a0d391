import type { FastifyRequest } from 'fastify';
import { sendInBackground } from '../../plugins/email/background';
import { notify } from '../notifications/service';
import * as writes from './write-repository';

/**
 * The cancellation mail, in the language the stay was booked in, and the guest's notices in the app
 * (the cancellation, and the refund when there is one), without holding up the answer.
 */
export function sendCancellationMail(
  request: FastifyRequest,
  reservationId: string,
  /** The guest to notify; the caller when the guest cancels, the stay's guest when the host does. */
  guestUserId: string | undefined = request.auth?.userId,
): void {
  const db = request.server.db;
  void (async () => {
    const facts = await writes.findMailFacts(db, reservationId);
    const refund = await writes.findRefund(db, reservationId);
    if (!facts) return;
    const userId = guestUserId;
    if (userId) {
      const unit = { unit_en: facts.titleEn, unit_ar: facts.titleAr };
      const link = `/account/reservations/${reservationId}`;
      await notify(db, { userId, type: 'reservation_cancelled', params: unit, link });
      if (refund && refund.amountMinor > 0) {
        // The amount as a value: each reader sees it formatted in their language (notifications/render.ts).
        const amount = { amount_minor: refund.amountMinor, currency: refund.currency };
        await notify(db, { userId, type: 'refund_issued', params: { ...unit, ...amount }, link });
      }
    }
    sendInBackground(request, {
      to: facts.email,
      locale: facts.locale,
      template: 'reservation_cancelled',
      params: {
        code: facts.code,
        unitTitle: facts.locale === 'ar' ? facts.titleAr : facts.titleEn,
        checkIn: facts.checkIn,
        checkOut: facts.checkOut,
        refundMinor: refund?.amountMinor ?? 0,
        currency: refund?.currency ?? 'SAR',
        coins: refund?.coins ?? 0,
        reservationId,
      },
    });
  })().catch((err: unknown) => request.log.error({ err }, 'preparing the cancellation mail failed'));
}
