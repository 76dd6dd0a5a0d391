import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe';
import { createTestGateway } from './test-gateway';

export interface Payments {
  /** The provider new payments use: Stripe when configured, else the test gateway. */
  provider: PaymentProvider;
  /** Every provider whose webhooks we accept (the test gateway's always, for its card page). */
  byName: Partial<Record<'test' | 'stripe', PaymentProvider>>;
  testGatewaySecret: string;
}

/**
 * Reads the payment settings from the environment: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET turn
 * Stripe on; STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point its SDK elsewhere (a local
 * stand-in in tests). Without Stripe, the test gateway takes payments.
 */
export function paymentsFromEnv(env: NodeJS.ProcessEnv = process.env): Payments {
  const testGatewaySecret =
    env.TEST_GATEWAY_WEBHOOK_SECRET ?? `whsec_test_${randomBytes(24).toString('hex')}`;
  const test = createTestGateway(testGatewaySecret);
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? createStripeProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
          ...(env.STRIPE_API_PORT ? { port: Number(env.STRIPE_API_PORT) } : {}),
          ...(env.STRIPE_API_PROTOCOL === 'http' || env.STRIPE_API_PROTOCOL === 'https'
            ? { protocol: env.STRIPE_API_PROTOCOL }
            : {}),
        })
      : undefined;
  return { provider: stripe ?? test, byName: { test, ...(stripe ? { stripe } : {}) }, testGatewaySecret };
}
