import type { Payments } from '../checkout/payments/config';

/**
 * How a cancellation's money goes back to the card: through the provider that took the payment
 * (checkout's provider interface: the built-in test gateway or Stripe). The reservation id is the
 * idempotency key, so a retried refund (the job after a timeout) never pays twice.
 */
export interface RefundRequest {
  provider: 'test' | 'stripe' | null;
  providerPaymentId: string | null;
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
}

export interface RefundGateway {
  refund(request: RefundRequest): Promise<{ refundId: string | null }>;
}

/**
 * Refunds through the payment providers. A stay paid by coins alone, or a refund of nothing, needs no
 * call. A payment taken by a provider that is no longer configured (Stripe keys removed) throws, so
 * the refund stays pending and the retry job sends it once the provider is back.
 */
export function refundsThrough(payments: Pick<Payments, 'byName'>): RefundGateway {
  return {
    async refund(request) {
      if (request.amountMinor === 0 || !request.providerPaymentId || !request.provider)
        return { refundId: null };
      const provider = payments.byName[request.provider];
      if (!provider) throw new Error(`payment provider ${request.provider} is not configured`);
      return provider.refund({
        providerPaymentId: request.providerPaymentId,
        amountMinor: request.amountMinor,
        idempotencyKey: request.idempotencyKey,
      });
    },
  };
}
