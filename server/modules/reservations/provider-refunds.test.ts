import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointsReversedFor } from '../../../contract/loyalty';
import { ReservationDetailResponse } from '../../../contract/reservations-account';
import { writeStay } from '../../db/seed/stays';
import * as s from '../../db/schema/index';
import { makeUnit, readyGuest, send } from '../../test/checkout';
import { chargeRefunded, useStripeStandIn } from '../../test/stripe';
import { useTestApp } from '../../test/test-app';
import { completeStays } from './service';

/**
 * A refund made outside the app (Stripe's dashboard; the test gateway sends the same event): the
 * `charge.refunded` webhook, signed with the Stripe SDK's generateTestHeaderString, records it on the
 * stay and takes back a completed stay's points once, however often it is delivered.
 */
const stripe = await useStripeStandIn();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('refunds reported by the payment provider', () => {
  const t = useTestApp({ workJobs: false });
  let unit: Awaited<ReturnType<typeof makeUnit>>;

  beforeAll(async () => {
    unit = await makeUnit(t.database.db);
  });

  const db = () => t.database.db;
  const noticeTypes = async (userId: string) =>
    (await db().select().from(s.notifications).where(eq(s.notifications.userId, userId))).map((n) => n.type);
  const refundRow = async (id: string) =>
    (await db().select().from(s.reservationRefunds).where(eq(s.reservationRefunds.reservationId, id)))[0];
  const points = (userId: string) =>
    db().select().from(s.pointEntries).where(eq(s.pointEntries.userId, userId)).orderBy(s.pointEntries.id);

  /** A completed stay paid through `provider`, with the points its completion earned. */
  async function completedStay(provider: 'stripe' | 'test', userId: string, checkInOffset: number) {
    const id = await writeStay(db(), { userId, unitId: unit.id, checkIn: day(checkInOffset), nights: 2 });
    const intent = `pi_${randomBytes(8).toString('hex')}`;
    await db()
      .update(s.reservations)
      .set({ paymentProvider: provider, providerPaymentId: intent })
      .where(eq(s.reservations.id, id));
    await completeStays(db());
    const [row] = await db().select().from(s.reservations).where(eq(s.reservations.id, id));
    expect(row?.status).toBe('completed');
    const [earned] = await db()
      .select()
      .from(s.pointEntries)
      .where(and(eq(s.pointEntries.reservationId, id), eq(s.pointEntries.reason, 'stay_completed')));
    return { id, intent, paid: row!.paidMinor!, earned: earned!.delta };
  }

  describe.each(['stripe', 'test'] as const)('a %s refund made outside the app', (provider) => {
    it('delivered five times records the refund and reverses the points once', async () => {
      const someone = await readyGuest(t.app, db());
      const done = await completedStay(provider, someone.userId, provider === 'stripe' ? -20 : -25);
      const event = chargeRefunded({ intent: done.intent, amountRefunded: done.paid });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => stripe.deliver(t.app, provider, event)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);

      const ledger = await points(someone.userId);
      expect(ledger.map((e) => [e.reason, e.delta])).toEqual([
        ['stay_completed', done.earned],
        ['stay_refunded', -done.earned],
      ]);
      expect(ledger.at(-1)!.balanceAfter).toBe(0);
      expect(await refundRow(done.id)).toMatchObject({
        status: 'succeeded',
        amountMinor: done.paid,
        refundBp: 10_000,
      });
      const detail = ReservationDetailResponse.parse(
        (await send(t.app, 'GET', `/api/v1/reservations/${done.id}`, someone.token)).json(),
      ).data.reservation;
      expect(detail.payment_state).toBe('refunded');
      expect((await noticeTypes(someone.userId)).sort()).toEqual([
        'points_earned',
        'points_reversed',
        'refund_issued',
      ]);
    });
  });

  it('a partial refund takes back its share of the points, and a replayed total nothing more', async () => {
    const someone = await readyGuest(t.app, db());
    const done = await completedStay('stripe', someone.userId, -40);
    const part = Math.floor(done.paid / 3);
    await stripe.deliver(t.app, 'stripe', chargeRefunded({ intent: done.intent, amountRefunded: part }));
    // A new event (a different id) with the same total, as Stripe sends when a refund is updated.
    await stripe.deliver(t.app, 'stripe', chargeRefunded({ intent: done.intent, amountRefunded: part }));
    const reversed = (await points(someone.userId)).filter((e) => e.reason === 'stay_refunded');
    expect(reversed.map((e) => e.delta)).toEqual([-pointsReversedFor(done.earned, part, done.paid)]);
    expect(-reversed[0]!.delta).toBeLessThan(done.earned);
    const row = await refundRow(done.id);
    expect(row).toMatchObject({ amountMinor: part, refundBp: Math.round((part * 10_000) / done.paid) });
    const detail = ReservationDetailResponse.parse(
      (await send(t.app, 'GET', `/api/v1/reservations/${done.id}`, someone.token)).json(),
    ).data.reservation;
    expect(detail.payment_state).toBe('partially_refunded');
    expect((await noticeTypes(someone.userId)).filter((n) => n === 'refund_issued')).toHaveLength(1);
  });

  it('takes the points back in full when they were already converted, leaving a debt that blocks converting', async () => {
    const someone = await readyGuest(t.app, db());
    const done = await completedStay('stripe', someone.userId, -60);
    expect(done.earned).toBeGreaterThanOrEqual(100);
    const convert = (n: number) =>
      send(t.app, 'POST', '/api/v1/loyalty/convert', someone.token, { points: n });
    const spend = done.earned - (done.earned % 5);
    expect((await convert(spend)).statusCode).toBe(200);
    await stripe.deliver(t.app, 'stripe', chargeRefunded({ intent: done.intent, amountRefunded: done.paid }));
    const ledger = await points(someone.userId);
    expect(ledger.at(-1)).toMatchObject({ reason: 'stay_refunded', delta: -done.earned });
    expect(ledger.at(-1)!.balanceAfter).toBe(done.earned - spend - done.earned);
    expect(ledger.reduce((sum, e) => sum + e.delta, 0)).toBe(ledger.at(-1)!.balanceAfter);
    expect((await convert(100)).statusCode).toBe(409);
  });

  it('a refund before the stay ends lowers the points its completion earns', async () => {
    const someone = await readyGuest(t.app, db());
    const id = await writeStay(db(), {
      userId: someone.userId,
      unitId: unit.id,
      checkIn: day(-80),
      nights: 2,
    });
    const intent = `pi_${randomBytes(8).toString('hex')}`;
    await db()
      .update(s.reservations)
      .set({ paymentProvider: 'stripe', providerPaymentId: intent })
      .where(eq(s.reservations.id, id));
    const [row] = await db().select().from(s.reservations).where(eq(s.reservations.id, id));
    const half = Math.floor(row!.paidMinor! / 2);
    await stripe.deliver(t.app, 'stripe', chargeRefunded({ intent, amountRefunded: half }));
    expect((await points(someone.userId)).length).toBe(0);
    await completeStays(db());
    const ledger = await points(someone.userId);
    expect(ledger.map((e) => [e.reason, e.delta])).toEqual([
      ['stay_completed', Math.floor((row!.paidMinor! - half) / 100)],
    ]);
  });
});
