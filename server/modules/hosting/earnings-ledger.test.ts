import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COIN_VALUE_MINOR } from '../../../contract/checkout-rules';
import { EarningsResponse } from '../../../contract/hosting-earnings';
import { loadConfig } from '../../config';
import * as s from '../../db/schema/index';
import { send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { decimal } from './earnings-csv';
import { bookStay, makeHost, type Outcome, type StayInput } from './earnings-fixtures';

const outcome = fc.constantFrom<Outcome>('completed', 'refund_full', 'refund_half', 'refund_none', 'unpaid');
const stayInput: fc.Arbitrary<StayInput> = fc.record({
  outcome,
  basePriceMinor: fc.integer({ min: 1_001, max: 400_000 }),
  cleaningFeeMinor: fc.integer({ min: 0, max: 30_000 }),
  nights: fc.integer({ min: 1, max: 4 }),
  extras: fc.boolean(),
  coins: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 400 })),
  promoPercent: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60 })),
  daysAgo: fc.integer({ min: 1, max: 200 }),
  feeBp: fc.integer({ min: 0, max: 5_000 }),
});

const month = (offsetMonths: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offsetMonths, 1))
    .toISOString()
    .slice(0, 7);
};
/** Every check-in the fixtures make: completed stays up to ~7 months back, cancellations up to 3 weeks on. */
const RANGE = `from=${month(-9)}&to=${month(2)}`;

describe('the host earnings statement', () => {
  const t = useTestApp({ workJobs: false, hostFeeBp: 1234 });

  it('sums, over random stays, to what the payments ledger took minus refunds, to the halala', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(stayInput, { minLength: 1, maxLength: 4 }), async (inputs) => {
        const host = await makeHost(db);
        const ids: string[] = [];
        for (const input of inputs) ids.push(await bookStay(t.app, db, host.userId, input));

        // A PostgreSQL array literal: drizzle spreads a JS array into a list of parameters.
        const idList = `{${ids.join(',')}}`;
        // The ledger, read from the payments table and the refund rows, not from the reservations' totals.
        const [ledger] = await db
          .select({
            charged: sql<number>`coalesce((select sum(p.amount_minor) from payments p
              where p.reservation_id = any(${idList}::uuid[]) and p.status = 'succeeded'), 0)::int`,
            coins: sql<number>`coalesce((select sum(r.coins_minor) from reservations r
              where r.id = any(${idList}::uuid[]) and r.confirmed_at is not null), 0)::int`,
            refunds: sql<number>`coalesce((select sum(f.amount_minor + f.coins * ${COIN_VALUE_MINOR}::int)
              from reservation_refunds f where f.reservation_id = any(${idList}::uuid[])), 0)::int`,
          })
          .from(sql`(select 1) as one`);
        const res = await send(t.app, 'GET', `/api/v1/hosting/earnings?${RANGE}`, host.token);
        expect(res.statusCode).toBe(200);
        const { earnings } = EarningsResponse.parse(res.json()).data;
        const sum = (pick: (l: (typeof earnings.lines)[number]) => number) =>
          earnings.lines.reduce((acc, l) => acc + pick(l), 0);
        const split = sum(
          (l) =>
            l.payout.amount_minor +
            l.platform_fee.amount_minor +
            l.vat_on_fee.amount_minor +
            l.guest_vat.amount_minor,
        );
        expect(split).toBe((ledger?.charged ?? 0) + (ledger?.coins ?? 0) - (ledger?.refunds ?? 0));

        // One line per completed stay and per cancellation that kept money; never an unpaid hold.
        const kept = inputs.filter(
          (i) => i.outcome === 'completed' || i.outcome === 'refund_half' || i.outcome === 'refund_none',
        );
        expect(earnings.lines).toHaveLength(kept.length);
        expect(earnings.totals.stays).toBe(kept.length);
        expect(earnings.totals.payout.amount_minor).toBe(sum((l) => l.payout.amount_minor));
        expect(earnings.months.reduce((acc, m) => acc + m.payout.amount_minor, 0)).toBe(
          earnings.totals.payout.amount_minor,
        );

        // Each hold kept the rate configured at its moment.
        const rates = await db
          .select({ bp: s.reservations.hostFeeBp })
          .from(s.reservations)
          .where(inArray(s.reservations.id, ids))
          .orderBy(sql`array_position(${idList}::uuid[], ${s.reservations.id})`);
        expect(rates.map((r) => r.bp)).toEqual(inputs.map((i) => i.feeBp));

        // The CSV's totals row says what the JSON's totals say.
        const csv = await send(t.app, 'GET', `/api/v1/hosting/earnings.csv?${RANGE}`, host.token);
        const rows = csv.body
          .replace(/^\uFEFF/, '')
          .trimEnd()
          .split('\r\n');
        expect(rows).toHaveLength(earnings.lines.length + 2);
        const totals = rows.at(-1)?.split(',').slice(4, 10);
        const tt = earnings.totals;
        expect(totals).toEqual(
          [tt.paid, tt.refunded, tt.guest_vat, tt.platform_fee, tt.vat_on_fee, tt.payout].map((m) =>
            decimal(m.amount_minor),
          ),
        );
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it("writes the configured rate on a hold, on both of the hold's paths", async () => {
    const db = t.database.db;
    const host = await makeHost(db);
    const base = { basePriceMinor: 50_000, cleaningFeeMinor: 0, nights: 1, extras: false, coins: 0 };
    const plain = { ...base, outcome: 'unpaid' as const, promoPercent: 0, daysAgo: 1 };
    // A plain hold (one statement) and one with a promo code (the transactional path) both keep it.
    const a = await bookStay(t.app, db, host.userId, { ...plain, feeBp: 777 });
    const b = await bookStay(t.app, db, host.userId, { ...plain, promoPercent: 5, feeBp: 1500 });
    const rows = await db
      .select({ id: s.reservations.id, bp: s.reservations.hostFeeBp })
      .from(s.reservations)
      .where(inArray(s.reservations.id, [a, b]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.bp]))).toEqual({ [a]: 777, [b]: 1500 });
  });

  it('reads HOST_FEE_BP from the environment: 10 % when unset, and refuses a rate above 50 %', () => {
    expect(loadConfig({}).HOST_FEE_BP).toBe(1000);
    expect(loadConfig({ HOST_FEE_BP: '850' }).HOST_FEE_BP).toBe(850);
    expect(() => loadConfig({ HOST_FEE_BP: '5001' })).toThrow(/HOST_FEE_BP/);
    expect(() => loadConfig({ HOST_FEE_BP: '7.5' })).toThrow(/HOST_FEE_BP/);
  });
});
