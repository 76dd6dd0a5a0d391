import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';
import { cityZoneSql } from '../reservations/zones';

/** SQL of the reminder jobs: which reservations are due a reminder that has not gone out yet. */

const r = s.reservations;
const u = s.units;

/** No notice with this key exists for the reservation's guest: the cheap pre-check before notify(). */
const notSent = (prefix: string) =>
  sql`not exists (select 1 from ${s.notifications} where ${s.notifications.userId} = ${r.userId} and ${s.notifications.onceKey} = ${prefix} || ${r.id}::text)`;

/**
 * Unpaid holds ending within `withinMinutes` of `now`, locked for the caller's transaction. SKIP
 * LOCKED passes over a hold whose payment is being confirmed right now, so nobody is told to pay for
 * a stay they just paid; if that payment fails, the next run still finds the hold.
 */
export function lockHoldsEndingSoon(tx: Database, now: Date, withinMinutes: number, limit = 500) {
  return tx
    .select({
      id: r.id,
      userId: r.userId,
      holdExpiresAt: r.holdExpiresAt,
      titleEn: u.titleEn,
      titleAr: u.titleAr,
    })
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .where(
      and(
        eq(r.status, 'pending_payment'),
        gt(r.holdExpiresAt, now),
        lte(r.holdExpiresAt, new Date(now.getTime() + withinMinutes * 60_000)),
        notSent('hold_expiring:'),
      ),
    )
    .limit(limit)
    .for('update', { of: r, skipLocked: true });
}

/**
 * Confirmed stays whose check-in date is the day after `now` on the unit's own clock, once that
 * clock reads `fromHour` or later (a reminder at a civil hour, not at midnight). Locked, so a
 * cancellation in progress is not reminded of.
 */
export function lockStaysStartingTomorrow(tx: Database, now: Date, fromHour: number, limit = 500) {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${cityZoneSql})`;
  return tx
    .select({
      id: r.id,
      userId: r.userId,
      titleEn: u.titleEn,
      titleAr: u.titleAr,
      checkInTime: u.checkInTime,
    })
    .from(r)
    .innerJoin(u, eq(u.id, r.unitId))
    .innerJoin(s.cities, eq(s.cities.id, u.cityId))
    .where(
      and(
        eq(r.status, 'confirmed'),
        sql`${r.checkIn} = (${local})::date + 1`,
        sql`extract(hour from ${local}) >= ${fromHour}`,
        notSent('stay_tomorrow:'),
      ),
    )
    .limit(limit)
    .for('update', { of: r, skipLocked: true });
}
