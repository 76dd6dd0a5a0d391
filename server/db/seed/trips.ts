import { asc, sql } from 'drizzle-orm';
import {
  getCancellationQuote,
  cancelReservation,
  completeStays,
  processPendingRefunds,
} from '../../modules/reservations/service';
import { paymentsFromEnv } from '../../modules/checkout/payments/config';
import { refundsThrough } from '../../modules/reservations/refund-gateway';
import { POINTS_PER_COIN } from '../../../contract/loyalty';
import { pointsBalance } from '../../modules/loyalty/repository';
import { convertPoints } from '../../modules/loyalty/service';
import type { Database } from '../client';
import * as s from '../schema/index';
import { DEMO_COINS } from './checkout';
import { DEMO_ACCOUNT } from './demo-account';
import { writeStay } from './stays';

/**
 * Points the seed turns into coins: with the coins granted at checkout's seed (DEMO_COINS), the
 * demo guest's balance is exactly DEMO_COIN_BALANCE, the figure the README gives.
 */
export const DEMO_POINTS_CONVERTED = 1_000;
export const DEMO_COIN_BALANCE = DEMO_COINS + DEMO_POINTS_CONVERTED / POINTS_PER_COIN;

const iso = (today: Date, days: number) =>
  new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo guest's trips (README, "Trips and rewards"): three past stays, completed by the real
 * completion job so they carry their points (and the reviews seed finds them), two upcoming confirmed
 * stays, one cancelled through the real cancellation (refunded by policy), and some points turned
 * into coins. Units come from those with no blocked stretch, so no calendar or booking test trips on
 * them; runs after the catalogue.
 */
export async function writeTrips(tx: Database, today: Date): Promise<void> {
  const units = await tx
    .select({ id: s.units.id, policy: s.units.cancellationPolicy })
    .from(s.units)
    .where(sql`not exists (select 1 from ${s.unitBlockedDays} b where b.unit_id = ${s.units.id})`)
    .orderBy(asc(s.units.id))
    .limit(8);
  if (units.length < 6) return;
  const flexible = units.find((u) => u.policy === 'flexible') ?? units[5]!;
  const others = units.filter((u) => u !== flexible);
  const guest = { name: DEMO_ACCOUNT.name, email: DEMO_ACCOUNT.email, phone: DEMO_ACCOUNT.phone };
  const stay = (unitId: number, checkIn: string, nights: number, bookedDaysBefore: number) =>
    writeStay(tx, {
      userId: DEMO_ACCOUNT.id,
      unitId,
      checkIn,
      nights,
      guest,
      bookedAt: new Date(Math.min(Date.now(), Date.parse(checkIn) - bookedDaysBefore * 86_400_000)),
    });

  // Past stays are past on the real clock (the completion job reads it), whatever day the calendar
  // starts on; upcoming ones sit inside the seeded calendar.
  const now = new Date();
  await stay(others[0]!.id, iso(now, -150), 3, 30);
  await stay(others[1]!.id, iso(now, -75), 2, 15);
  await stay(others[2]!.id, iso(now, -25), 4, 15);
  await completeStays(tx);

  await stay(others[3]!.id, iso(today, 21), 3, 16);
  await stay(others[4]!.id, iso(today, 52), 2, 50);

  const cancelled = await stay(flexible.id, iso(today, 35), 2, 25);
  const quote = await getCancellationQuote(tx, DEMO_ACCOUNT.id, cancelled);
  await cancelReservation(tx, DEMO_ACCOUNT.id, cancelled, quote.refund.amount_minor);
  // Seeded stays were paid through the test gateway, which refunds at once.
  await processPendingRefunds(tx, refundsThrough(paymentsFromEnv({})), cancelled);

  // Nine paid nights earn well over DEMO_POINTS_CONVERTED; the demo-account test holds the balance.
  if ((await pointsBalance(tx, DEMO_ACCOUNT.id)) >= DEMO_POINTS_CONVERTED)
    await convertPoints(tx, DEMO_ACCOUNT.id, DEMO_POINTS_CONVERTED, 'seed:demo-trips');
}
