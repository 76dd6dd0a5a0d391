/**
 * How a cancellation's money goes back to the card. The provider is the one that took the payment
 * (the built-in test gateway or Stripe); the reservation id is the idempotency key, so a retried
 * refund (the job after a timeout) never pays twice.
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
 * The built-in gateway refunds at once (nothing leaves the machine). A stay that was never charged
 * by card (all coins) or a zero refund needs no call at all.
 */
export const builtInRefunds: RefundGateway = {
  async refund(request) {
    if (request.amountMinor === 0 || !request.providerPaymentId) return { refundId: null };
    if (request.provider === 'stripe') throw new Error('Stripe refunds need the Stripe provider');
    return { refundId: `test_re_${request.idempotencyKey}` };
  },
};
