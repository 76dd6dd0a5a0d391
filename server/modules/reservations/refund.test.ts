import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICIES, CANCELLATION_RULES, refundShareBp } from '../../../contract/cancellation';
import type { CancelRow } from './write-repository';
import { quoteCancellation, refundFor } from './refund';
import { wallClockToUtc } from './zones';

const row = (over: Partial<CancelRow> = {}): CancelRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  status: 'confirmed',
  checkIn: '2027-03-10',
  totalMinor: 123_457,
  paidMinor: 123_457,
  coinsSpent: 37,
  currency: 'SAR',
  provider: 'test',
  policy: 'moderate',
  checkInTime: '15:00',
  countryCode: 'SA',
  ...over,
});

const policy = fc.constantFrom(...CANCELLATION_POLICIES);
const checkIn = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const country = fc.constantFrom('SA', 'AE', 'OM', 'EG', 'XX');
/** When the guest cancels, relative to check-in: from 40 days before to 2 days after. */
const minutesBefore = fc.integer({ min: -2 * 24 * 60, max: 40 * 24 * 60 });
const paid = fc.integer({ min: 0, max: 50_000_000 });
const coins = fc.integer({ min: 0, max: 100_000 });

describe('cancellation refunds', () => {
  it('follow the policy step for the time left before check-in, over dates, zones and policies', () => {
    fc.assert(
      fc.property(
        policy,
        checkIn,
        time,
        country,
        minutesBefore,
        paid,
        coins,
        (p, day, t, cc, before, amount, spent) => {
          const r = row({
            policy: p,
            checkIn: day,
            checkInTime: t,
            countryCode: cc,
            paidMinor: amount,
            coinsSpent: spent,
          });
          const at = new Date(Date.parse(quoteCancellation(r, new Date()).check_in_at) - before * 60_000);
          const quote = quoteCancellation(r, at);
          if (before <= 0) {
            expect(quote).toMatchObject({ can_cancel: false, reason: 'started', refund_bp: 0 });
            expect(quote.refund.amount_minor).toBe(0);
            return;
          }
          const step = CANCELLATION_RULES[p].find((s) => before >= s.min_hours_before * 60);
          expect(quote.can_cancel).toBe(true);
          expect(quote.refund_bp).toBe(step?.refund_bp ?? 0);
          expect(quote.refund.amount_minor).toBeLessThanOrEqual(amount);
          expect(quote.coins_refunded).toBeLessThanOrEqual(spent);
          if (quote.refund_bp === 10_000) {
            expect(quote.refund.amount_minor).toBe(amount);
            expect(quote.coins_refunded).toBe(spent);
          }
          if (quote.refund_bp === 0) expect(quote.refund.amount_minor).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never give more back for cancelling later, and strict never more than moderate or flexible', () => {
    fc.assert(
      fc.property(policy, minutesBefore, minutesBefore, (p, a, b) => {
        const [early, late] = a >= b ? [a, b] : [b, a];
        expect(refundShareBp(p, late) ?? 0).toBeLessThanOrEqual(refundShareBp(p, early) ?? 0);
        const share = (q: string) => refundShareBp(q, a) ?? 0;
        expect(share('strict')).toBeLessThanOrEqual(share('moderate'));
        expect(share('moderate')).toBeLessThanOrEqual(share('flexible'));
      }),
    );
  });

  it('round each line half up, like the price engine, and never exceed what was paid', () => {
    fc.assert(
      fc.property(paid, coins, fc.integer({ min: 0, max: 10_000 }), (amount, spent, bp) => {
        const refund = refundFor(amount, spent, bp);
        expect(refund.amountMinor).toBe(Math.floor((amount * bp) / 10_000 + 0.5 + 1e-9));
        expect(refund.amountMinor).toBeLessThanOrEqual(amount);
        expect(refund.coins).toBeLessThanOrEqual(spent);
      }),
    );
    expect(refundFor(1, 0, 5_000).amountMinor).toBe(1);
    expect(refundFor(3, 0, 5_000).amountMinor).toBe(2);
  });

  it('count from check-in in the unit’s own zone, summer time included', () => {
    expect(wallClockToUtc('2027-03-10', '15:00', 'Asia/Riyadh').toISOString()).toBe(
      '2027-03-10T12:00:00.000Z',
    );
    expect(wallClockToUtc('2027-03-10', '15:00', 'Asia/Dubai').toISOString()).toBe(
      '2027-03-10T11:00:00.000Z',
    );
    // Egypt keeps summer time (UTC+3) from late April to late October.
    expect(wallClockToUtc('2027-07-10', '14:00', 'Africa/Cairo').toISOString()).toBe(
      '2027-07-10T11:00:00.000Z',
    );
    expect(wallClockToUtc('2027-01-10', '14:00', 'Africa/Cairo').toISOString()).toBe(
      '2027-01-10T12:00:00.000Z',
    );
  });

  it('refuse a stay that is not confirmed', () => {
    const quote = quoteCancellation(row({ status: 'pending_payment' }), new Date('2027-01-01T00:00:00Z'));
    expect(quote).toMatchObject({ can_cancel: false, reason: 'not_confirmed', refund_bp: 0 });
  });
});
