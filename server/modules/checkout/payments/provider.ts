import type Stripe from 'stripe';

/** What a provider needs to start taking a payment for a held reservation. */
export interface PaymentStart {
  paymentId: string;
  reservationId: string;
  reservationCode: string;
  amountMinor: number;
  currency: 'SAR';
  email: string;
  locale: 'en' | 'ar';
  description: string;
  /** Absolute URLs the hosted page returns to. */
  successUrl: string;
  cancelUrl: string;
  holdExpiresAt: Date;
}

/**
 * One interface, two implementations: the built-in test gateway (default, no keys) and Stripe hosted
 * Checkout. Both report results as Stripe-shaped events on a signed webhook, verified by the Stripe
 * SDK, so one state machine (../webhooks.ts) serves both.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Creates the gateway's payment (a Checkout Session) and says where to send the browser. */
  start(input: PaymentStart): Promise<{ providerRef: string; redirectUrl: string }>;
  /** Verifies a webhook's raw body against its `Stripe-Signature` (300 s tolerance); throws if bad. */
  verify(rawBody: Buffer, signature: string | undefined): Stripe.Event;
  /** Ends a payment that may no longer be paid (its hold ended); best effort. */
  cancel(providerRef: string): Promise<void>;
  /**
   * Gives back part or all of a succeeded payment (a guest's cancellation). The same
   * `idempotencyKey` never refunds twice, so a timed-out call may be retried.
   */
  refund(input: { providerPaymentId: string; amountMinor: number; idempotencyKey: string }): Promise<{
    refundId: string;
  }>;
}

/** Seconds a webhook's timestamp may be old; Stripe's own default. */
export const WEBHOOK_TOLERANCE_S = 300;
