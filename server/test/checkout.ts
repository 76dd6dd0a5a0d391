import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CalculatePriceResponse, type CalculatePriceRequest, type Quote } from '../../contract/checkout';
import type { Database } from '../db/client';
import * as s from '../db/schema/index';
import { startSession } from '../modules/auth/sessions';
import { bearer, freshIp, registerAccount, type SignedInAccount } from './accounts';
import { TEST_AUTH_SECRET } from './test-app';

/**
 * Factories for checkout tests: units with known prices, guests whose profile is complete, and the
 * quote → checkout round trip a browser makes. Stays start from STAY_BASE, a month or two ahead.
 */

let unitSeq = 0;

export interface UnitOptions {
  basePriceMinor?: number;
  cleaningFeeMinor?: number;
  guests?: number;
  minNights?: number;
}

/** A unit in a test city with two extras (80.00 a night, 150.00 a stay). */
export async function makeUnit(db: Database, options: UnitOptions = {}) {
  await db
    .insert(s.currencies)
    .values({
      code: 'SAR',
      nameEn: 'Saudi riyal',
      nameAr: 'ريال سعودي',
      symbolEn: 'SAR',
      symbolAr: 'ر.س',
      rateMicros: 1_000_000,
      ratesAsOf: '2026-01-01',
    })
    .onConflictDoNothing();
  const [city] = await db
    .insert(s.cities)
    .values({
      slug: 'test-city',
      nameEn: 'Test City',
      nameAr: 'مدينة الاختبار',
      countryCode: 'SA',
      imageKey: 'x',
    })
    .onConflictDoUpdate({ target: s.cities.slug, set: { slug: sql`excluded.slug` } })
    .returning({ id: s.cities.id });
  const [category] = await db
    .insert(s.categories)
    .values({ slug: 'test-category', nameEn: 'Flat', nameAr: 'شقة', icon: 'x' })
    .onConflictDoUpdate({ target: s.categories.slug, set: { slug: sql`excluded.slug` } })
    .returning({ id: s.categories.id });
  unitSeq += 1;
  const [unit] = await db
    .insert(s.units)
    .values({
      slug: `checkout-unit-${unitSeq}-${randomUUID().slice(0, 6)}`,
      titleEn: `Test flat ${unitSeq}`,
      titleAr: `شقة الاختبار ${unitSeq}`,
      descriptionEn: 'A flat.',
      descriptionAr: 'شقة.',
      houseRulesEn: 'None.',
      houseRulesAr: 'لا شيء.',
      cityId: city?.id ?? 0,
      categoryId: category?.id ?? 0,
      areaEn: 'Al Shati',
      areaAr: 'الشاطئ',
      lat: 21.6,
      lng: 39.1,
      guests: options.guests ?? 4,
      minNights: options.minNights ?? 1,
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
      checkInTime: '15:00',
      checkOutTime: '12:00',
      cancellationPolicy: 'moderate',
      basePriceMinor: options.basePriceMinor ?? 45_000,
      cleaningFeeMinor: options.cleaningFeeMinor ?? 7_500,
    })
    .returning({ id: s.units.id });
  const unitId = unit?.id ?? 0;
  const extras = await db
    .insert(s.unitExtras)
    .values([
      { unitId, nameEn: 'Daily housekeeping', nameAr: 'تنظيف يومي', priceMinor: 8_000, pricing: 'per_night' },
      {
        unitId,
        nameEn: 'Airport pickup',
        nameAr: 'توصيل من المطار',
        priceMinor: 15_000,
        pricing: 'per_stay',
        position: 1,
      },
    ])
    .returning({ id: s.unitExtras.id });
  return { id: unitId, extras: extras.map((e) => e.id) };
}

/** A signed-in guest whose profile is complete (checkout requires it). */
export async function readyGuest(app: FastifyInstance, db: Database): Promise<SignedInAccount> {
  const account = await registerAccount(app);
  await db
    .update(s.users)
    .set({ phone: '+966500000001', accountReady: true })
    .where(eq(s.users.id, account.userId));
  return account;
}

/** A ready guest made straight in the database (no password hashing), for races that need many. */
export async function quickGuest(db: Database): Promise<{ userId: string; token: string }> {
  const [user] = await db
    .insert(s.users)
    .values({
      email: `guest.${randomUUID()}@example.com`,
      name: 'Race Guest',
      phone: '+966500000002',
      type: 'email',
      accountReady: true,
    })
    .returning({ id: s.users.id });
  const userId = user?.id ?? '';
  const session = await startSession(db, userId, { secret: TEST_AUTH_SECRET });
  return { userId, token: session.accessToken };
}

export async function grantCoins(db: Database, userId: string, coins: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ balance: s.coinEntries.balanceAfter })
      .from(s.coinEntries)
      .where(eq(s.coinEntries.userId, userId))
      .orderBy(sql`${s.coinEntries.id} desc`)
      .limit(1);
    await tx
      .insert(s.coinEntries)
      .values({ userId, delta: coins, balanceAfter: (row?.balance ?? 0) + coins, reason: 'grant' });
  });
}

export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    remoteAddress: freshIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function quote(
  app: FastifyInstance,
  token: string,
  body: CalculatePriceRequest,
): Promise<Quote> {
  const res = await send(app, 'POST', '/api/v1/checkout/calculate-price', token, body);
  if (res.statusCode !== 200) throw new Error(`calculate-price: ${res.statusCode} ${res.body}`);
  return CalculatePriceResponse.parse(res.json()).data.quote;
}

export const guestDetails = { name: 'Layla Haddad', email: 'layla@example.com', phone: '+966500000001' };

/** Quotes a stay and checks it out at that quote; returns the raw checkout answer. */
export async function checkout(
  app: FastifyInstance,
  token: string,
  body: CalculatePriceRequest,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const q = await quote(app, token, body);
  return send(
    app,
    'POST',
    '/api/v1/checkout',
    token,
    { ...body, quote_fingerprint: q.fingerprint, guest: guestDetails },
    headers,
  );
}

/**
 * The first day of the month after next: late enough that "today" never matters, early enough to be
 * inside the booking window (two years, contract/units-nights.ts) for every offset tests use.
 */
export const STAY_BASE = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString().slice(0, 10);
})();

/** Check-in `offset` days after STAY_BASE (or `base`), for `nights` nights. */
export function stay(offset: number, nights: number, base = STAY_BASE) {
  const day = (n: number) =>
    new Date(Date.parse(`${base}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  return { check_in: day(offset), check_out: day(offset + nights) };
}
