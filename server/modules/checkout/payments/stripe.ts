import Stripe from 'stripe';
import type { PaymentProvider, PaymentStart } from './provider';
import { verifyStripeSignature } from './webhook-signing';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local stand-in for api.stripe.com. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

// Stripe requires a Checkout Session to live at least 30 minutes.
const MIN_SESSION_S = 30 * 60 + 60;

/**
 * Stripe hosted Checkout: the browser pays on Stripe's page, so no card data touches ours. The
 * reservation id rides in the metadata of the session and of its PaymentIntent, so every event maps
 * back to the reservation whatever order it arrives in. When a hold ends, the sweep expires the
 * session so it can no longer be paid.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });
  return {
    name: 'stripe',
    async start(input: PaymentStart) {
      const expiresAt = Math.max(
        Math.floor(input.holdExpiresAt.getTime() / 1000),
        Math.floor(Date.now() / 1000) + MIN_SESSION_S,
      );
      const metadata = { reservation_id: input.reservationId, payment_id: input.paymentId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: input.email,
          locale: input.locale,
          client_reference_id: input.reservationId,
          expires_at: expiresAt,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata,
          payment_intent_data: { metadata, description: input.description },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountMinor,
                product_data: { name: `${input.description} (${input.reservationCode})` },
              },
            },
          ],
        },
        // Stripe's own idempotency: a retried start never opens a second session for one attempt.
        { idempotencyKey: `session-${input.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { providerRef: session.id, redirectUrl: session.url };
    },
    verify: (rawBody, signature) => verifyStripeSignature(rawBody, signature, settings.webhookSecret),
    async cancel(providerRef) {
      await stripe.checkout.sessions.expire(providerRef);
    },
    async refund({ providerPaymentId, amountMinor, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: providerPaymentId, amount: amountMinor, reason: 'requested_by_customer' },
        { idempotencyKey: `refund-${idempotencyKey}` },
      );
      return { refundId: refund.id };
    },
  };
}
