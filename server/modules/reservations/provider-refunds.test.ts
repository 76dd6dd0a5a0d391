import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutResponse, CreatePaymentIntentResponse } from '../../../contract/checkout';
import { pointsReversedFor } from '../../../contract/loyalty';
import { CancellationQuoteResponse, ReservationDetailResponse } from '../../../contract/reservations-account';
import { writeStay } from '../../db/seed/stays';
import * as s from '../../db/schema/index';
import { checkout, makeUnit, readyGuest, send, stay } from '../../test/checkout';
import type { SignedInAccount } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { signStripePayload } from '../checkout/payments/webhook-signing';
import { completeStays } from './service';

/**
 * Refunds through Stripe, its SDK pointed at a local stand-in for api.stripe.com: a guest's
 * cancellation calls the refunds API, and a `charge.refunded` webhook (signed with the SDK's
 * generateTestHeaderString) records a refund made in Stripe's dashboard and takes back a completed
 * stay's points once, however often it is delivered. The test gateway sends the same event.
 */
const STRIPE_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const TEST_SECRET = `whsec_test_${randomBytes(16).toString('hex')}`;
const refundCalls: { body: URLSearchParams; key: string | undefined; id: string }[] = [];
const standIn: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', 'req_standin');
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(8).toString('hex')}`;
      res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}` }));
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/refunds') {
      const params = new URLSearchParams(body);
      const id = `re_${randomBytes(8).toString('hex')}`;
      refundCalls.push({ body: params, key: req.headers['idempotency-key'] as string | undefined, id });
      res.end(
        JSON.stringify({ id, object: 'refund', amount: Number(params.get('amount')), status: 'succeeded' }),
      );
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { message: 'not in the stand-in', type: 'invalid_request_error' } }));
  });
});
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
const saved = { ...process.env };
Object.assign(process.env, {
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String((standIn.address() as AddressInfo).port),
  STRIPE_API_PROTOCOL: 'http',
  TEST_GATEWAY_WEBHOOK_SECRET: TEST_SECRET,
});
afterAll(() => {
  process.env = { ...saved };
  standIn.close();
});

const SECRETS = { stripe: STRIPE_SECRET, test: TEST_SECRET };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function chargeRefunded(charge: { intent: string; amountRefunded: number; refundId?: string }) {
  return {
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type: 'charge.refunded',
    created: 1,
    data: {
      object: {
        id: `ch_${randomBytes(6).toString('hex')}`,
        object: 'charge',
        payment_intent: charge.intent,
        amount_refunded: charge.amountRefunded,
        refunded: true,
        metadata: {},
        refunds: { data: [{ id: charge.refundId ?? `re_${randomBytes(6).toString('hex')}` }] },
      },
    },
  };
}

function deliver(app: FastifyInstance, provider: 'stripe' | 'test', body: object) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/api/v1/checkout/webhooks/${provider}`,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signStripePayload(payload, SECRETS[provider]),
    },
    payload,
  });
}

describe('refunds through the payment provider', () => {
  const t = useTestApp({ workJobs: false });
  let unit: Awaited<ReturnType<typeof makeUnit>>;
  let guest: SignedInAccount;

  beforeAll(async () => {
    unit = await makeUnit(t.database.db);
    guest = await readyGuest(t.app, t.database.db);
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

  it('cancelling a Stripe-paid stay calls the refunds API once with the amount and key, and records it', async () => {
    const res = await checkout(t.app, guest.token, { unit_id: unit.id, ...stay(10, 2), guests: 1 });
    const { reservation } = CheckoutResponse.parse(res.json()).data;
    const started = await send(t.app, 'POST', '/api/v1/checkout/create-payment-intent', guest.token, {
      reservation_id: reservation.id,
    });
    const { payment_id } = CreatePaymentIntentResponse.parse(started.json()).data;
    const [payment] = await db().select().from(s.payments).where(eq(s.payments.id, payment_id));
    const intent = `pi_${randomBytes(8).toString('hex')}`;
    const total = reservation.amounts.total.amount_minor;
    const paid = await deliver(t.app, 'stripe', {
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: 1,
      data: {
        object: {
          id: payment!.providerRef,
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: intent,
          amount_total: total,
          metadata: { reservation_id: reservation.id },
        },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const url = `/api/v1/reservations/${reservation.id}`;
    const quote = CancellationQuoteResponse.parse(
      (await send(t.app, 'GET', `${url}/cancellation`, guest.token)).json(),
    ).data.quote;
    expect(quote.refund.amount_minor).toBe(total);
    const body = { expected_refund_minor: quote.refund.amount_minor };
    const answers = await Promise.all([
      send(t.app, 'POST', `${url}/cancel`, guest.token, body),
      send(t.app, 'POST', `${url}/cancel`, guest.token, body),
    ]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);

    const mine = refundCalls.filter((c) => c.key === `refund-${reservation.id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body.get('payment_intent')).toBe(intent);
    expect(mine[0]!.body.get('amount')).toBe(String(total));
    const row = await refundRow(reservation.id);
    expect(row).toMatchObject({
      status: 'succeeded',
      provider: 'stripe',
      providerRefundId: mine[0]!.id,
      amountMinor: total,
    });
    const detail = ReservationDetailResponse.parse((await send(t.app, 'GET', url, guest.token)).json());
    expect(detail.data.reservation.payment_state).toBe('refunded');

    // Stripe then reports the refund it made for us: nothing new to record, no second notice.
    await expect
      .poll(async () => (await noticeTypes(guest.userId)).filter((n) => n === 'refund_issued').length)
      .toBe(1);
    const echo = await deliver(
      t.app,
      'stripe',
      chargeRefunded({ intent, amountRefunded: total, refundId: mine[0]!.id }),
    );
    expect(echo.statusCode).toBe(200);
    expect((await noticeTypes(guest.userId)).filter((n) => n === 'refund_issued')).toHaveLength(1);
    expect(await refundRow(reservation.id)).toEqual(row);
  });

  describe.each(['stripe', 'test'] as const)('a %s refund made outside the app', (provider) => {
    it('delivered five times records the refund and reverses the points once', async () => {
      const someone = await readyGuest(t.app, db());
      const done = await completedStay(provider, someone.userId, provider === 'stripe' ? -20 : -25);
      const event = chargeRefunded({ intent: done.intent, amountRefunded: done.paid });
      const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(t.app, provider, event)));
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
    await deliver(t.app, 'stripe', chargeRefunded({ intent: done.intent, amountRefunded: part }));
    // A new event (a different id) with the same total, as Stripe sends when a refund is updated.
    await deliver(t.app, 'stripe', chargeRefunded({ intent: done.intent, amountRefunded: part }));
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
    await deliver(t.app, 'stripe', chargeRefunded({ intent: done.intent, amountRefunded: done.paid }));
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
    await deliver(t.app, 'stripe', chargeRefunded({ intent, amountRefunded: half }));
    expect((await points(someone.userId)).length).toBe(0);
    await completeStays(db());
    const ledger = await points(someone.userId);
    expect(ledger.map((e) => [e.reason, e.delta])).toEqual([
      ['stay_completed', Math.floor((row!.paidMinor! - half) / 100)],
    ]);
  });
});
