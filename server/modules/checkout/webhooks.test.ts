import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutResponse, CreatePaymentIntentResponse } from '../../../contract/checkout';
import * as s from '../../db/schema/index';
import { checkout, makeUnit, readyGuest, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { signStripePayload } from './payments/webhook-signing';

/**
 * Both providers' webhooks: Stripe (its SDK pointed at a local stand-in for api.stripe.com, events
 * signed with the SDK's generateTestHeaderString) and the built-in test gateway (same verification,
 * its own secret). Set before the app is built: the checkout module reads them when it registers.
 */
const STRIPE_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const TEST_SECRET = `whsec_test_${randomBytes(16).toString('hex')}`;
const sessions: { body: string; id: string }[] = [];
const expired: string[] = [];
const stripeStandIn: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', 'req_standin');
    const expire = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(req.url ?? '');
    if (req.method === 'POST' && expire?.[1]) {
      expired.push(expire[1]);
      res.end(JSON.stringify({ id: expire[1], object: 'checkout.session', status: 'expired' }));
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(8).toString('hex')}`;
      sessions.push({ body, id });
      res.end(
        JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` }),
      );
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { message: 'not in the stand-in', type: 'invalid_request_error' } }));
  });
});
await new Promise<void>((resolve) => stripeStandIn.listen(0, '127.0.0.1', resolve));
const saved = { ...process.env };
Object.assign(process.env, {
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String((stripeStandIn.address() as AddressInfo).port),
  STRIPE_API_PROTOCOL: 'http',
  TEST_GATEWAY_WEBHOOK_SECRET: TEST_SECRET,
});

afterAll(() => {
  process.env = { ...saved };
  stripeStandIn.close();
});

let seq = 0;
function event(type: string, object: Record<string, unknown>) {
  seq += 1;
  return {
    id: `evt_${seq}_${randomBytes(6).toString('hex')}`,
    object: 'event',
    type,
    created: 1,
    data: { object },
  };
}

function deliver(
  app: FastifyInstance,
  provider: 'stripe' | 'test',
  body: object,
  secret: string,
  timestamp?: number,
) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/api/v1/checkout/webhooks/${provider}`,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signStripePayload(payload, secret, timestamp),
    },
    payload,
  });
}

describe.each([
  ['stripe', STRIPE_SECRET],
  ['test', TEST_SECRET],
] as const)('%s webhooks', (provider, secret) => {
  const t = useTestApp({ workJobs: false });
  let unit: Awaited<ReturnType<typeof makeUnit>>;
  let guest: Awaited<ReturnType<typeof readyGuest>>;
  let offset = 0;

  beforeAll(async () => {
    unit = await makeUnit(t.database.db);
    guest = await readyGuest(t.app, t.database.db);
  });

  /** A hold and, for Stripe, its Checkout Session at the stand-in. */
  async function hold() {
    offset += 5;
    const res = await checkout(t.app, guest.token, { unit_id: unit.id, ...stay(offset, 2), guests: 1 });
    const { reservation } = CheckoutResponse.parse(res.json()).data;
    let ref = `cs_test_${randomBytes(6).toString('hex')}`;
    if (provider === 'stripe') {
      const started = await send(t.app, 'POST', '/api/v1/checkout/create-payment-intent', guest.token, {
        reservation_id: reservation.id,
      });
      const data = CreatePaymentIntentResponse.parse(started.json()).data;
      expect(data.provider).toBe('stripe');
      expect(data.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
      const [payment] = await t.database.db
        .select()
        .from(s.payments)
        .where(eq(s.payments.id, data.payment_id));
      ref = payment?.providerRef ?? ref;
      expect(sessions.at(-1)?.body).toContain(`metadata[reservation_id]=${reservation.id}`);
    }
    const metadata = { reservation_id: reservation.id };
    return {
      reservation,
      paid: event('checkout.session.completed', {
        id: ref,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: 'pi_1',
        amount_total: reservation.amounts.total.amount_minor,
        metadata,
      }),
      created: event('payment_intent.created', { id: 'pi_1', object: 'payment_intent', metadata }),
      failed: event('payment_intent.payment_failed', {
        id: 'pi_1',
        object: 'payment_intent',
        last_payment_error: { code: 'card_declined' },
        metadata,
      }),
    };
  }
  const status = async (id: string) =>
    (await t.database.db.select().from(s.reservations).where(eq(s.reservations.id, id)))[0];
  /** The guest's notices about one reservation, by type. */
  const notices = async (id: string) =>
    (
      await t.database.db
        .select({ type: s.notifications.type })
        .from(s.notifications)
        .where(eq(s.notifications.link, `/account/reservations/${id}`))
    ).map((row) => row.type);

  it('refuses a wrong secret, an old timestamp and an unsigned body, changing nothing', async () => {
    const h = await hold();
    expect((await deliver(t.app, provider, h.paid, 'whsec_wrong')).statusCode).toBe(400);
    const old = Math.floor(Date.now() / 1000) - 301;
    expect((await deliver(t.app, provider, h.paid, secret, old)).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api/v1/checkout/webhooks/${provider}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(h.paid),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await status(h.reservation.id))?.status).toBe('pending_payment');
  });

  it('applies five copies of one event once', async () => {
    const h = await hold();
    const mails = t.outbox.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deliver(t.app, provider, h.paid, secret)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => (a.json() as { data: { duplicate: boolean } }).data.duplicate)).toHaveLength(
      4,
    );
    const row = await status(h.reservation.id);
    expect(row?.status).toBe('confirmed');
    expect(row?.paidMinor).toBe(h.reservation.amounts.total.amount_minor);
    expect(row?.providerPaymentId).toBe('pi_1');
    expect(t.outbox.length - mails).toBe(1);
    // One notice in the app too, however many copies came.
    expect(await notices(h.reservation.id)).toEqual(['booking_confirmed']);
  });

  it('ends right whatever the order: succeeded before created, failed after succeeded', async () => {
    const h = await hold();
    await deliver(t.app, provider, h.paid, secret);
    await deliver(t.app, provider, h.created, secret);
    await deliver(t.app, provider, h.failed, secret);
    expect((await status(h.reservation.id))?.status).toBe('confirmed');
    if (provider === 'stripe') {
      const payments = await t.database.db
        .select()
        .from(s.payments)
        .where(eq(s.payments.reservationId, h.reservation.id));
      expect(payments.map((p) => p.status)).toEqual(['succeeded']);
    }
  });

  it('a failure keeps the hold so the guest can pay again', async () => {
    const h = await hold();
    await deliver(t.app, provider, h.created, secret);
    await deliver(t.app, provider, h.failed, secret);
    expect((await status(h.reservation.id))?.status).toBe('pending_payment');
    // The guest hears of a failed attempt on a payment they started (only the Stripe case starts one here).
    const failed = provider === 'stripe' ? ['payment_failed'] : [];
    expect(await notices(h.reservation.id)).toEqual(failed);
    await deliver(t.app, provider, h.paid, secret);
    expect((await status(h.reservation.id))?.status).toBe('confirmed');
    expect((await notices(h.reservation.id)).sort()).toEqual(['booking_confirmed', ...failed]);
  });
});
