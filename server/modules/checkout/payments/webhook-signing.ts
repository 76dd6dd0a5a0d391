import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_S } from './provider';

/**
 * The Stripe SDK's webhook helpers, without an API key: verification and (for the test gateway and
 * tests) signing are local HMAC work that never calls Stripe.
 */
const offline = new Stripe('sk_test_offline_webhooks_only');

export function verifyStripeSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): Stripe.Event {
  if (!signature) throw new Error('missing Stripe-Signature');
  return offline.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_S);
}

export function signStripePayload(payload: string, secret: string, timestamp?: number): string {
  return offline.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}
