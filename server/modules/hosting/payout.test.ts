import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payoutOf } from './payout';

describe('payoutOf', () => {
  it('splits a stay into payout, fee, VAT on the fee and the guest VAT with nothing lost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (paid, refundBp, feeBp) => {
          const guestVat = Math.round((paid * 1500) / 11_500);
          const refunded = Math.floor((paid * refundBp) / 10_000);
          const lines = payoutOf({
            paidMinor: paid,
            refundedMinor: refunded,
            guestVatMinor: guestVat,
            feeBp,
          });
          expect(lines.payout + lines.platformFee + lines.vatOnFee + lines.guestVat).toBe(paid - refunded);
          expect(lines.payout).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('takes 10 % of the price before VAT, and 15 % VAT on that fee', () => {
    // 1,150.00 SAR paid of which 150.00 VAT: a 1,000.00 price, 100.00 fee, 15.00 VAT on it.
    expect(payoutOf({ paidMinor: 115_000, refundedMinor: 0, guestVatMinor: 15_000, feeBp: 1000 })).toEqual({
      paid: 115_000,
      refunded: 0,
      guestVat: 15_000,
      platformFee: 10_000,
      vatOnFee: 1_500,
      payout: 88_500,
    });
  });

  it('owes nothing on a stay refunded in full', () => {
    const lines = payoutOf({
      paidMinor: 115_000,
      refundedMinor: 115_000,
      guestVatMinor: 15_000,
      feeBp: 1000,
    });
    expect(lines.payout).toBe(0);
    expect(lines.guestVat).toBe(0);
  });
});
