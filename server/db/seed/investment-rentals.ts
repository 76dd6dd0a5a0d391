import { and, asc, desc, eq, isNull, like, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as s from '../schema/index';
import { daysAgo, insertStays, type StayInput } from './review-stays';
import { prng } from './unit-generator';

/**
 * Offers that are already let by the night: each is linked to a rentable unit of that kind in its
 * city, and that unit gets a year of past stays, so the investment page shows real figures beside the
 * projected yield. The other offers stay unlinked and show the "not rented yet" state.
 */
export const INVESTMENT_RENTALS: { investment: string; category: string }[] = [
  { investment: 'hittin-serviced-apartments', category: 'apartment' },
  { investment: 'malqa-family-villas', category: 'villa' },
  { investment: 'obhur-beach-chalets', category: 'chalet' },
];

/** Stays run from this many days back, so the 12-month window's first nights fall inside one. */
const HISTORY_DAYS = 390;

/**
 * Runs after the reviews, whose generated guests book these stays (nobody signs in as them). A stay
 * that would overlap a reviewed one is skipped by the exclusion constraint, as in review-stays.ts.
 */
export async function writeInvestmentRentals(tx: Database, today: Date): Promise<void> {
  const guests = await tx
    .select({ id: s.users.id, name: s.users.name, email: s.users.email })
    .from(s.users)
    .where(like(s.users.email, '%@reviewers.sakan.example'))
    .orderBy(asc(s.users.email))
    .limit(40);
  const rand = prng(2911);
  const stays: StayInput[] = [];
  for (const rental of INVESTMENT_RENTALS) {
    const unit = await linkUnit(tx, rental);
    if (!unit || guests.length === 0) continue;
    // Back-to-back stays of 2–6 nights with gaps of 0–3: about three nights in four are let.
    let start = HISTORY_DAYS;
    for (let k = 0; ; k += 1) {
      start -= Math.floor(rand() * 4);
      const nights = 2 + Math.floor(rand() * 5);
      if (start - nights < 0) break;
      const guest = guests[Math.floor(rand() * guests.length)]!;
      stays.push({
        code: `SKN-I${unit.id.toString(36).toUpperCase()}${k.toString(36).toUpperCase()}`,
        userId: guest.id,
        unitId: unit.id,
        checkIn: daysAgo(start, today),
        nights,
        // Seasons and weekends move the rate: 85–125 % of the base price, in whole 5 riyals.
        nightlyMinor: Math.round((unit.price * (0.85 + rand() * 0.4)) / 500) * 500,
        guest: {
          name: guest.name ?? 'Sakan guest',
          email: guest.email ?? 'guest@example.com',
          phone: '+966500000000',
        },
      });
      start -= nights;
    }
  }
  await insertStays(tx, stays);
}

/** The newest unit of the kind in the offer's city that backs no other offer; links and returns it. */
async function linkUnit(tx: Database, rental: (typeof INVESTMENT_RENTALS)[number]) {
  const [offer] = await tx
    .select({ id: s.investmentUnits.id, cityId: s.investmentUnits.cityId })
    .from(s.investmentUnits)
    .where(and(eq(s.investmentUnits.slug, rental.investment), isNull(s.investmentUnits.unitId)));
  if (!offer) return undefined;
  const linked = tx
    .select({ id: s.investmentUnits.unitId })
    .from(s.investmentUnits)
    .where(sql`${s.investmentUnits.unitId} is not null`);
  const [unit] = await tx
    .select({ id: s.units.id, price: s.units.basePriceMinor })
    .from(s.units)
    .innerJoin(s.categories, eq(s.categories.id, s.units.categoryId))
    .where(
      and(
        eq(s.units.cityId, offer.cityId),
        eq(s.categories.slug, rental.category),
        notInArray(s.units.id, linked),
      ),
    )
    .orderBy(desc(s.units.id))
    .limit(1);
  if (!unit) return undefined;
  await tx.update(s.investmentUnits).set({ unitId: unit.id }).where(eq(s.investmentUnits.id, offer.id));
  return unit;
}
