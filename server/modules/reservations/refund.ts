import { refundShareBp, type CancellationPolicy } from '../../../contract/cancellation';
import type { CancellationQuote } from '../../../contract/reservations-account';
import { mulDivHalfUp } from '../checkout/pricing';
import type { CancelRow } from './write-repository';
import { wallClockToUtc, zoneOf } from './zones';

/**
 * What cancelling now gives back, from what was charged (never re-priced): the policy's share of the
 * card payment and of the coins spent, each rounded half up like every line of the price engine.
 */
export function refundFor(paidMinor: number, coinsSpent: number, refundBp: number) {
  return {
    amountMinor: mulDivHalfUp(paidMinor, refundBp, 10_000),
    coins: mulDivHalfUp(coinsSpent, refundBp, 10_000),
  };
}

export function checkInInstant(row: Pick<CancelRow, 'checkIn' | 'checkInTime' | 'countryCode'>): Date {
  return wallClockToUtc(row.checkIn, row.checkInTime, zoneOf(row.countryCode));
}

export function quoteCancellation(row: CancelRow, now: Date): CancellationQuote {
  const checkInAt = checkInInstant(row);
  const minutesBefore = Math.floor((checkInAt.getTime() - now.getTime()) / 60_000);
  const share = refundShareBp(row.policy, minutesBefore);
  const paid = row.paidMinor ?? row.totalMinor;
  const reason = row.status !== 'confirmed' ? 'not_confirmed' : share === null ? 'started' : null;
  const bp = reason ? 0 : (share ?? 0);
  const refund = refundFor(paid, row.coinsSpent, bp);
  const money = (amount: number) => ({ amount_minor: amount, currency: 'SAR' as const });
  return {
    can_cancel: reason === null,
    reason,
    policy: row.policy as CancellationPolicy,
    refund_bp: bp,
    refund: money(refund.amountMinor),
    coins_refunded: refund.coins,
    paid: money(paid),
    coins_spent: row.coinsSpent,
    check_in_at: checkInAt.toISOString(),
  };
}
