import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { signStripePayload } from '../modules/checkout/payments/webhook-signing';

/** A refund the app asked the stand-in for: the form body, the Idempotency-Key and the id answered. */
export interface RefundCall {
  body: URLSearchParams;
  key: string | undefined;
  id: string;
}

/**
 * A local stand-in for api.stripe.com (Checkout Sessions and refunds) and the environment that points
 * the app's Stripe SDK at it, with fresh webhook secrets for Stripe and the test gateway. Call at the
 * top of a test file, before the app is built: the payment settings are read when modules register.
 */
export async function useStripeStandIn() {
  const secrets = {
    stripe: `whsec_${randomBytes(16).toString('hex')}`,
    test: `whsec_test_${randomBytes(16).toString('hex')}`,
  };
  const refunds: RefundCall[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', 'req_standin');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${randomBytes(8).toString('hex')}`;
        res.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}` }),
        );
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const params = new URLSearchParams(body);
        const id = `re_${randomBytes(8).toString('hex')}`;
        const key = req.headers['idempotency-key'];
        refunds.push({ body: params, key: typeof key === 'string' ? key : undefined, id });
        const amount = Number(params.get('amount'));
        res.end(JSON.stringify({ id, object: 'refund', amount, status: 'succeeded' }));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: 'not in the stand-in', type: 'invalid_request_error' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const saved = { ...process.env };
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: secrets.stripe,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String((server.address() as AddressInfo).port),
    STRIPE_API_PROTOCOL: 'http',
    TEST_GATEWAY_WEBHOOK_SECRET: secrets.test,
  });
  afterAll(() => {
    process.env = { ...saved };
    server.close();
  });

  /** Posts an event to a provider's webhook, signed as that provider signs it. */
  const deliver = (app: FastifyInstance, provider: 'stripe' | 'test', body: object) => {
    const payload = JSON.stringify(body);
    return app.inject({
      method: 'POST',
      url: `/api/v1/checkout/webhooks/${provider}`,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripePayload(payload, secrets[provider]),
      },
      payload,
    });
  };
  return { refunds, deliver };
}

/** A Stripe event with a fresh id. */
export function stripeEvent(type: string, object: Record<string, unknown>) {
  return { id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type, created: 1, data: { object } };
}

/** `charge.refunded` as Stripe sends it: the charge's PaymentIntent and its refunded total so far. */
export function chargeRefunded(charge: { intent: string; amountRefunded: number; refundId?: string }) {
  return stripeEvent('charge.refunded', {
    id: `ch_${randomBytes(6).toString('hex')}`,
    object: 'charge',
    payment_intent: charge.intent,
    amount_refunded: charge.amountRefunded,
    refunded: true,
    metadata: {},
    refunds: { data: [{ id: charge.refundId ?? `re_${randomBytes(6).toString('hex')}` }] },
  });
}
