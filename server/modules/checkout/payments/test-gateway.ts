import { randomBytes } from 'node:crypto';
import type { PaymentProvider, PaymentStart } from './provider';
import { verifyStripeSignature } from './webhook-signing';

/**
 * The built-in test gateway, the default when Stripe is not configured: `npm start` takes a payment
 * with no keys. Its card page is ours (`confirmation/complete-payment`); the card's outcome is sent
 * back as Stripe-shaped events on a signed webhook (./test-gateway-card.ts), so it drives the same
 * state machine as Stripe. The signing secret is per process unless TEST_GATEWAY_WEBHOOK_SECRET is set.
 */
export function createTestGateway(webhookSecret: string): PaymentProvider {
  return {
    name: 'test',
    async start(input: PaymentStart) {
      const providerRef = `cs_test_${randomBytes(12).toString('hex')}`;
      const query = new URLSearchParams({ reservation: input.reservationId, payment: input.paymentId });
      return {
        providerRef,
        redirectUrl: `/${input.locale}/confirmation/complete-payment?${query.toString()}`,
      };
    },
    verify: (rawBody, signature) => verifyStripeSignature(rawBody, signature, webhookSecret),
    async cancel() {
      // Nothing to end: the card page checks the hold itself.
    },
    // No money moved, so nothing to send back: the refund's id is derived from its key, which makes a
    // retried refund the same refund.
    async refund({ idempotencyKey }) {
      return { refundId: `re_test_${idempotencyKey}` };
    },
  };
}
