import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';
import { writeStay } from '../../db/seed/stays';
import { makeUnit } from '../../test/checkout';

const DAY = 86_400_000;
const start = Date.UTC(2031, 0, 1);
const end = Date.UTC(2031, 6, 1); // January to June 2031: 181 nights.

/**
 * Four units with stays one after another from before January 2031 to after June 2031 (the first and
 * last straddle the window), confirmed, completed or cancelled with a refund at random, and what the
 * reports must total over January to June, summed here from the rows written.
 */
export async function randomLedger(db: Database, guestId: string) {
  const expected = { nights: 0, room: 0, bookings: 0, cancellations: 0, revenue: 0, refunds: 0, units: 0 };
  const guest = { userId: guestId };
  let seed = 7;
  const random = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
  for (let u = 0; u < 4; u += 1) {
    const unit = await makeUnit(db, { basePriceMinor: 30_000 + random(50_000) });
    expected.units += 1;
    // Stays one after another from before the window to after it: the first and last straddle it.
    let day = start - 5 * DAY;
    while (day < end + 5 * DAY) {
      const nights = 1 + random(6);
      const status = (['confirmed', 'completed', 'cancelled'] as const)[random(3)];
      const checkIn = new Date(day).toISOString().slice(0, 10);
      const id = await writeStay(db, {
        userId: guest.userId,
        unitId: unit.id,
        checkIn,
        nights,
        status: status === 'cancelled' ? 'confirmed' : status,
        bookedAt: new Date(day - 20 * DAY),
      });
      const [row] = await db.select().from(s.reservations).where(eq(s.reservations.id, id));
      const moneyAt = new Date(day - random(40) * DAY);
      await db
        .update(s.reservations)
        .set({
          confirmedAt: moneyAt,
          ...(status === 'cancelled' ? { status, cancelledAt: moneyAt, cancelledBy: 'guest' as const } : {}),
        })
        .where(eq(s.reservations.id, id));
      const inWindow = moneyAt.getTime() >= start && moneyAt.getTime() < end;
      if (inWindow) {
        expected.bookings += 1;
        expected.revenue += row!.paidMinor ?? 0;
      }
      if (status === 'cancelled') {
        const refund = random(row!.paidMinor ?? 1);
        await db.insert(s.reservationRefunds).values({
          reservationId: id,
          refundBp: 5000,
          amountMinor: refund,
          status: 'succeeded',
          refundedAt: moneyAt,
        });
        if (inWindow) {
          expected.cancellations += 1;
          expected.refunds += refund;
        }
      } else {
        // The nights inside the window, and their share of the nights' price, split by night.
        const before = Math.min(nights, Math.max(0, Math.round((start - day) / DAY)));
        const upTo = Math.min(nights, Math.max(0, Math.round((end - day) / DAY)));
        expected.nights += upTo - before;
        const price = row!.nightsMinor;
        expected.room += Math.floor((price * upTo) / nights) - Math.floor((price * before) / nights);
      }
      day += (nights + random(3)) * DAY;
    }
  }
  return expected;
}
