import { VAT_RATE_BP } from '../../../contract/checkout-rules';

/**
 * What the host is owed for one stay, in SAR halalas. Every line is an integer and the payout is the
 * remainder, so for any stay (and so for any sum of stays):
 *   payout + platform_fee + vat_on_fee + guest_vat = paid − refunded.
 * `paid` counts the card charge and the coins' worth alike (coins are the guest's money, spent here);
 * a promotion's discount was never paid, so it is the host's, like a price cut.
 */
export interface PayoutInput {
  /** The card charge plus the coins' worth, as the reservation recorded them. */
  paidMinor: number;
  /** The refunded card amount plus the refunded coins' worth (0 when nothing was refunded). */
  refundedMinor: number;
  /** The VAT the guest paid on the stay (reservations.vat_minor). */
  guestVatMinor: number;
  /** reservations.host_fee_bp: the platform's share of the stay's price before VAT. */
  feeBp: number;
}

export interface PayoutLines {
  paid: number;
  refunded: number;
  /** The guest's VAT on what was kept: refunded in the same share as the stay. */
  guestVat: number;
  platformFee: number;
  vatOnFee: number;
  payout: number;
}

/** The platform's fee when HOST_FEE_BP is unset: 10 % of the stay's price before VAT. */
export const DEFAULT_HOST_FEE_BP = 1000;

/** Half-up integer division, the house rounding for money (server/lib/money.ts). */
const share = (amount: number, numerator: number, denominator: number): number =>
  denominator === 0 ? 0 : Math.floor((amount * numerator * 2 + denominator) / (denominator * 2));

export function payoutOf({ paidMinor, refundedMinor, guestVatMinor, feeBp }: PayoutInput): PayoutLines {
  const kept = Math.max(0, paidMinor - refundedMinor);
  const guestVat = Math.min(kept, share(guestVatMinor, kept, paidMinor));
  const price = kept - guestVat;
  const platformFee = share(price, feeBp, 10_000);
  const vatOnFee = share(platformFee, VAT_RATE_BP, 10_000);
  return {
    paid: paidMinor,
    refunded: refundedMinor,
    guestVat,
    platformFee,
    vatOnFee,
    payout: price - platformFee - vatOnFee,
  };
}

/** Payouts fall due 24 hours after check-in (the industry's norm): the stay has begun as booked. */
export const PAYOUT_DELAY_HOURS = 24;
