import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_POLICIES, refundShareBp } from '../../../contract/cancellation';
import { writeStay } from '../../db/seed/stays';
import * as s from '../../db/schema/index';
import { registerAccount } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { cancelReservation, getCancellationQuote } from './service';

/**
 * Cancelling on the real database, over random policies, check-in dates and moments of cancelling:
 * the refund row, the coins given back and the reservation's state always match the contract's rule,
 * and a second cancel changes nothing.
 */
describe('cancellation by policy (property, PostgreSQL)', () => {
  const t = useTestApp({ catalogue: true, workJobs: false });
  let userId = '';
  let unitId = 0;

  beforeAll(async () => {
    userId = (await registerAccount(t.app)).userId;
    const rows = await t.database.db.execute<{ id: number }>(
      sql`select id from units u where not exists (select 1 from unit_blocked_days b where b.unit_id = u.id) order by id limit 1`,
    );
    unitId = rows.rows[0]!.id;
    // Coins to spend on the stays below (checkout's ledger: a grant, then spends per stay).
    await t.database.db
      .insert(s.coinEntries)
      .values({ userId, delta: 1_000_000, balanceAfter: 1_000_000, reason: 'grant' });
  });

  it('refunds the policy’s share of the card payment and the coins, once', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CANCELLATION_POLICIES),
        fc.integer({ min: -3 * 24 * 60, max: 30 * 24 * 60 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 300 }),
        async (policy, minutesBefore, nights, coinsSpent) => {
          run += 1;
          const db = t.database.db;
          await db.update(s.units).set({ cancellationPolicy: policy }).where(eq(s.units.id, unitId));
          // Each run books its own week, far ahead, so runs never overlap one another.
          const checkIn = new Date(Date.UTC(2031, 0, 1) + run * 7 * 86_400_000).toISOString().slice(0, 10);
          const id = await writeStay(db, { userId, unitId, checkIn, nights, coinsSpent });
          const checkInAt = Date.parse((await getCancellationQuote(db, userId, id)).check_in_at);
          const now = new Date(checkInAt - minutesBefore * 60_000);
          const quote = await getCancellationQuote(db, userId, id, now);
          const share = refundShareBp(policy, minutesBefore);
          if (share === null) {
            await expect(cancelReservation(db, userId, id, 0, now)).rejects.toMatchObject({
              code: 'NOT_CANCELLABLE',
            });
            await db.update(s.reservations).set({ status: 'cancelled' }).where(eq(s.reservations.id, id));
            return;
          }
          expect(quote.refund_bp).toBe(share);
          expect(await cancelReservation(db, userId, id, quote.refund.amount_minor, now)).toEqual({
            cancelled: true,
          });
          expect(await cancelReservation(db, userId, id, quote.refund.amount_minor, now)).toEqual({
            cancelled: false,
          });
          const [reservation] = await db.select().from(s.reservations).where(eq(s.reservations.id, id));
          const refunds = await db
            .select()
            .from(s.reservationRefunds)
            .where(eq(s.reservationRefunds.reservationId, id));
          const coinBack = await db
            .select()
            .from(s.coinEntries)
            .where(sql`${s.coinEntries.reservationId} = ${id} and ${s.coinEntries.reason} = 'refund'`);
          expect(reservation!.status).toBe('cancelled');
          expect(refunds).toHaveLength(1);
          const paid = reservation!.paidMinor!;
          expect(refunds[0]!.amountMinor).toBe(
            Number((BigInt(paid) * BigInt(share) * 2n + 10_000n) / 20_000n),
          );
          expect(refunds[0]!.refundBp).toBe(share);
          const coins = Number((BigInt(coinsSpent) * BigInt(share) * 2n + 10_000n) / 20_000n);
          expect(coinBack.reduce((sum, e) => sum + e.delta, 0)).toBe(coins);
          expect(coinBack.length).toBe(coins > 0 ? 1 : 0);
        },
      ),
      { numRuns: 25 },
    );
  });
});
