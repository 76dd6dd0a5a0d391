import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HostOverviewResponse, HostStayResponse } from '../../../contract/hosting-stays';
import * as s from '../../db/schema/index';
import { grantCoins, send } from '../../test/checkout';
import { useStripeStandIn } from '../../test/stripe';
import { useTestApp } from '../../test/test-app';
import { account, hostedUnit, riyadhDay, stayOn } from './stays-fixtures';

/**
 * A host cancels a confirmed stay: the guest gets everything back (card and coins) once, however many
 * cancels race, through the provider that took the payment (the built-in test gateway, or Stripe's
 * API stood in locally); the guest is told in the app and by mail in the stay's language; and the
 * cancellation counts against the host.
 */
const stripe = await useStripeStandIn();

describe('a host cancelling a stay', () => {
  const t = useTestApp({ workJobs: false });
  let host: Awaited<ReturnType<typeof account>>;
  let unitId = 0;
  const db = () => t.database.db;
  const body = { reason: 'maintenance', note: 'The water heater failed and needs a week.' };

  beforeAll(async () => {
    host = await account(db(), ['host']);
    unitId = await hostedUnit(db(), host.userId);
  });

  const cancel = (code: string, key: string) =>
    send(t.app, 'POST', `/api/v1/hosting/reservations/${code}/cancel`, host.token, body, {
      'idempotency-key': key,
    });

  describe.each(['test', 'stripe'] as const)('paid through %s', (provider) => {
    it('refunds the guest in full once when two cancels race, and tells them', async () => {
      const guest = await account(db());
      await grantCoins(db(), guest.userId, 500);
      const offset = provider === 'test' ? 10 : 20;
      const row = await stayOn(db(), {
        userId: guest.userId,
        unitId,
        checkIn: riyadhDay(offset),
        nights: 2,
        coinsSpent: 300,
        locale: 'ar',
        guest: { name: 'Noura', email: `noura.${provider}@example.com`, phone: '+966500000009' },
      });
      const intent = `pi_${randomBytes(8).toString('hex')}`;
      if (provider === 'stripe') {
        await db()
          .update(s.reservations)
          .set({ paymentProvider: 'stripe', providerPaymentId: intent })
          .where(eq(s.reservations.id, row.id));
      }
      const answers = await Promise.all([
        cancel(row.code, `key-a-${provider}`),
        cancel(row.code, `key-b-${provider}`),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const stays = answers.map((a) => HostStayResponse.parse(a.json()).data.stay);
      for (const stay of stays) {
        expect(stay.status).toBe('cancelled');
        expect(stay.cancellation).toMatchObject({ by: 'host', reason: 'maintenance' });
        expect(stay.payout.amount_minor).toBe(0);
      }
      const messages = answers.map((a) => (a.json() as { data: { message: string } }).data.message).sort();
      expect(messages).toEqual([
        'The stay is cancelled. The guest gets a full refund.',
        'This stay was already cancelled.',
      ]);

      const [refund] = await db()
        .select()
        .from(s.reservationRefunds)
        .where(eq(s.reservationRefunds.reservationId, row.id));
      expect(refund).toMatchObject({
        status: 'succeeded',
        refundBp: 10_000,
        amountMinor: row.paidMinor,
        coins: 300,
      });
      if (provider === 'stripe') {
        const calls = stripe.refunds.filter((c) => c.body.get('payment_intent') === intent);
        expect(calls).toHaveLength(1);
        expect(calls[0]!.body.get('amount')).toBe(String(row.paidMinor));
      }
      const coins = await db()
        .select()
        .from(s.coinEntries)
        .where(eq(s.coinEntries.userId, guest.userId))
        .orderBy(s.coinEntries.id);
      expect(coins.filter((c) => c.reason === 'refund').map((c) => c.delta)).toEqual([300]);

      const [saved] = await db().select().from(s.reservations).where(eq(s.reservations.id, row.id));
      expect(saved).toMatchObject({
        cancelledBy: 'host',
        cancelReason: 'maintenance',
        cancelNote: body.note,
      });
      await expect
        .poll(async () =>
          (await db().select().from(s.notifications).where(eq(s.notifications.userId, guest.userId)))
            .map((n) => n.type)
            .sort(),
        )
        .toEqual(['refund_issued', 'reservation_cancelled']);
      await expect
        .poll(() => t.outbox.filter((m) => m.to === `noura.${provider}@example.com`).length)
        .toBe(1);
      const mail = t.outbox.find((m) => m.to === `noura.${provider}@example.com`)!;
      expect(mail).toMatchObject({ locale: 'ar', template: 'reservation_cancelled' });
    });
  });

  it('refuses a stay that is over, and counts its cancellations against the host', async () => {
    const guest = await account(db());
    const done = await stayOn(db(), {
      userId: guest.userId,
      unitId,
      checkIn: riyadhDay(-30),
      nights: 2,
      status: 'completed',
    });
    const res = await cancel(done.code, 'key-completed');
    expect(res.statusCode).toBe(409);
    const overview = HostOverviewResponse.parse(
      (await send(t.app, 'GET', '/api/v1/hosting/overview', host.token)).json(),
    ).data.overview;
    expect(overview.host_cancellations).toBe(2);
  });
});
