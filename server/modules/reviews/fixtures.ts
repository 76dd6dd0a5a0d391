import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { units, users } from '../../db/schema/index';
import { insertStays } from '../../db/seed/review-stays';
import { startSession } from '../auth/sessions';

/**
 * Test data for reviews, made through the server's own services and the seed's stay writer (no HTTP
 * round trips, no sign-up rate limits): guests with sessions, fresh units, completed stays.
 */
export function reviewFixtures(db: () => Database, secret: Uint8Array) {
  let week = 0;

  async function guest(name = 'Salma Qasim') {
    const id = randomUUID();
    await db()
      .insert(users)
      .values({ id, email: `guest.${id.slice(0, 8)}@example.com`, name, type: 'email', accountReady: true });
    const session = await startSession(db(), id, { secret });
    return { id, token: session.accessToken };
  }

  /** A copy of the first catalogue unit with no reviews yet, so its rating is the test's alone. */
  async function freshUnit(): Promise<number> {
    const slug = `review-test-${randomUUID().slice(0, 8)}`;
    const result = await db().execute<{ id: number }>(sql`
      insert into units (slug, title_en, title_ar, description_en, description_ar, house_rules_en,
        house_rules_ar, city_id, category_id, area_en, area_ar, lat, lng, guests, bedrooms, beds,
        bathrooms, check_in_time, check_out_time, cancellation_policy, base_price_minor)
      select ${slug}, title_en, title_ar, description_en, description_ar, house_rules_en, house_rules_ar,
        city_id, category_id, area_en, area_ar, lat, lng, guests, bedrooms, beds, bathrooms,
        check_in_time, check_out_time, cancellation_policy, base_price_minor
      from units order by id limit 1
      returning id`);
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('freshUnit: the catalogue is empty');
    return id;
  }

  /** A stay long past (two nights, each in a week of its own, years back: never overlaps another). */
  async function stay(userId: string, unitId: number, status: 'completed' | 'confirmed' = 'completed') {
    week += 1;
    const checkIn = new Date(Date.UTC(2000, 0, 1) + week * 7 * 86_400_000).toISOString().slice(0, 10);
    const code = `SKN-T${randomUUID().slice(0, 8).toUpperCase()}`;
    const written = await insertStays(db(), [
      {
        code,
        userId,
        unitId,
        checkIn,
        nights: 2,
        nightlyMinor: 50_000,
        status,
        guest: { name: 'Salma Qasim', email: 'salma@example.com', phone: '+966500000001' },
      },
    ]);
    const id = written.get(code);
    if (!id) throw new Error('stay: not written');
    return id;
  }

  async function unitRating(unitId: number) {
    const [row] = await db()
      .select({ average: units.ratingAverage, count: units.ratingCount })
      .from(units)
      .where(eq(units.id, unitId));
    return row;
  }

  return { guest, freshUnit, stay, unitRating };
}
