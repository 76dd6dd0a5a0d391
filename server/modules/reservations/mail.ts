import type { FastifyRequest } from 'fastify';
import { sendInBackground } from '../../plugins/email/background';
import * as writes from './write-repository';

/** The cancellation mail, in the language the stay was booked in, without holding up the answer. */
export function sendCancellationMail(request: FastifyRequest, reservationId: string): void {
  const db = request.server.db;
  void (async () => {
    const facts = await writes.findMailFacts(db, reservationId);
    const refund = await writes.findRefund(db, reservationId);
    if (!facts) return;
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
