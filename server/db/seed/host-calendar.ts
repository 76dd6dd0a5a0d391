import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { unitBlockedDays, unitCheckInMinimums, unitPriceOverrides } from '../schema/index';
import { demoHostUnits } from './review-replies';

/**
 * The demo host's first unit (lowest id) gets a few of the host calendar's own settings in the coming
 * weeks, so its calendar page shows every kind of night beside the stays, holds and imported nights
 * the other seeds make: two blocked nights, one night with its own price (half again the base) and one
 * night from which stays must be at least three nights. Only nights no stay, hold or imported event
 * has are used: a host's block never lies under a guest's stay.
 */
const FIRST_OFFSET = 7;
const LAST_OFFSET = 60;

export async function writeHostCalendarDemo(tx: Database, today: Date): Promise<void> {
  const [unit] = await demoHostUnits(tx, 1);
  if (!unit) return;
  const start = today.toISOString().slice(0, 10);
  const free = await tx.execute<{ day: string }>(sql`
    select to_char(d, 'YYYY-MM-DD') as day
    from generate_series(${start}::date + ${FIRST_OFFSET}::int, ${start}::date + ${LAST_OFFSET}::int, interval '1 day') d
    where not exists (select 1 from reservations r where r.unit_id = ${unit.id} and r.stay @> d::date
        and r.status in ('pending_payment', 'confirmed', 'completed'))
      and not exists (select 1 from unit_imported_nights n where n.unit_id = ${unit.id} and n.day = d::date)
      and not exists (select 1 from unit_blocked_days b where b.unit_id = ${unit.id} and b.day = d::date)
      and not exists (select 1 from unit_price_overrides o where o.unit_id = ${unit.id} and o.day = d::date)
    order by d`);
  const days = free.rows.map((row) => row.day);
  const [blockA, blockB, priced, , minimum] = days;
  if (!blockA || !blockB || !priced || !minimum) return;
  await tx.insert(unitBlockedDays).values([
    { unitId: unit.id, day: blockA },
    { unitId: unit.id, day: blockB },
  ]);
  const price = Math.round((unit.basePriceMinor * 1.5) / 100) * 100;
  await tx.insert(unitPriceOverrides).values({ unitId: unit.id, day: priced, priceMinor: price });
  await tx.insert(unitCheckInMinimums).values({ unitId: unit.id, day: minimum, minNights: 3 });
}
