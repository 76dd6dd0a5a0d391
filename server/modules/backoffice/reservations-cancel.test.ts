import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index';
import { useStaffReservations } from './reservations-fixtures';

/**
 * Cancelling on the guest's behalf: by the policy (support, up to its limit) or an override (finance,
 * admin), refunded once however many presses race, told to the guest, kept in the audit log.
 */
describe('backoffice cancelling a stay', () => {
  const { t, db, people, booked, call } = useStaffReservations();

  it('cancels by the policy once when two cancels race: the refund, the coins, the mail and the audit row', async () => {
    const stay = await booked({ coins: 200, locale: 'ar' });
    const paid = stay.paidMinor ?? stay.totalMinor;
    const body = { refund: 'policy', expected_refund_minor: paid, reason: 'Guest called: family emergency' };
    const answers = await Promise.all([
      call('POST', `/reservations/${stay.code}/cancel`, people.support?.token, body),
      call('POST', `/reservations/${stay.code}/cancel`, people.support?.token, body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const refunds = await db()
      .select()
      .from(s.reservationRefunds)
      .where(eq(s.reservationRefunds.reservationId, stay.id));
    expect(refunds).toMatchObject([{ amountMinor: paid, coins: 200 }]);
    const coins = await db().select().from(s.coinEntries).where(eq(s.coinEntries.reservationId, stay.id));
    expect(coins.filter((entry) => entry.reason === 'refund')).toHaveLength(1);
    const audit = await db().select().from(s.staffAudit).where(eq(s.staffAudit.entityId, stay.code));
    expect(audit).toMatchObject([
      {
        staffId: people.support?.userId,
        action: 'reservation.cancel',
        before: { status: 'confirmed' },
        after: { status: 'cancelled', refund_minor: paid, coins_refunded: 200 },
        reason: 'Guest called: family emergency',
      },
    ]);
    const [row] = await db().select().from(s.reservations).where(eq(s.reservations.id, stay.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'staff' });
    await expect.poll(() => t.outbox.filter((mail) => mail.to === stay.guestEmail).length).toBe(1);
    expect(t.outbox.find((mail) => mail.to === stay.guestEmail)).toMatchObject({
      locale: 'ar',
      template: 'reservation_cancelled',
    });
  });

  it('refuses a stale policy refund with the new preview, and support’s override or large refund', async () => {
    const stay = await booked();
    const paid = stay.paidMinor ?? stay.totalMinor;
    const stale = await call('POST', `/reservations/${stay.code}/cancel`, people.support?.token, {
      refund: 'policy',
      expected_refund_minor: paid - 1,
      reason: 'Guest called',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().meta.error_code).toBe('REFUND_CHANGED');
    const override = { refund: 'override', amount_minor: 100, reason: 'Goodwill for a late key handover' };
    const bySupport = await call(
      'POST',
      `/reservations/${stay.code}/cancel`,
      people.support?.token,
      override,
      'ar',
    );
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json().data.message).toBe('لا يغيّر المبلغ المسترد إلا فريق المالية أو المشرف.');
    const dear = await booked({ dear: true });
    const large = await call('POST', `/reservations/${dear.code}/cancel`, people.support?.token, {
      refund: 'policy',
      expected_refund_minor: dear.paidMinor ?? dear.totalMinor,
      reason: 'Guest called',
    });
    expect(large.statusCode).toBe(403);
    const [row] = await db().select().from(s.reservations).where(eq(s.reservations.id, dear.id));
    expect(row?.status).toBe('confirmed');
  });

  it('lets finance override the refund, up to what was paid', async () => {
    const stay = await booked({ coins: 100 });
    const paid = stay.paidMinor ?? stay.totalMinor;
    const tooMuch = await call('POST', `/reservations/${stay.code}/cancel`, people.finance?.token, {
      refund: 'override',
      amount_minor: paid + 1,
      reason: 'Goodwill',
    });
    expect(tooMuch.statusCode).toBe(422);
    const half = Math.floor(paid / 2);
    const done = await call('POST', `/reservations/${stay.code}/cancel`, people.finance?.token, {
      refund: 'override',
      amount_minor: half,
      reason: 'Half back: the guest left a day early by agreement',
    });
    expect(done.statusCode, done.body).toBe(200);
    const [refund] = await db()
      .select()
      .from(s.reservationRefunds)
      .where(eq(s.reservationRefunds.reservationId, stay.id));
    expect(refund).toMatchObject({ amountMinor: half, coins: 50 });
    const [audit] = await db().select().from(s.staffAudit).where(eq(s.staffAudit.entityId, stay.code));
    expect(audit).toMatchObject({ action: 'reservation.cancel_override', after: { refund_minor: half } });
  });
});
