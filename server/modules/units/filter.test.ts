import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { UnitListResponse, type UnitCard } from '../../../contract/units';
import * as s from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

/**
 * The filter against the seeded catalogue. Expected results are computed here from the raw tables, so
 * each assertion checks the SQL against an independent reading of the same data.
 */
describe('GET /api/v1/units/filter', () => {
  const t = useTestApp({ catalogue: true, today: new Date('2030-01-01T00:00:00Z') });
  type Row = typeof s.units.$inferSelect & {
    city: string;
    category: string;
    amenities: Set<string>;
    blocked: Set<string>;
    /** Stays of live reservations (held, confirmed, completed), as [check_in, check_out). */
    stays: [string, string][];
  };
  let all: Row[] = [];

  beforeAll(async () => {
    const db = t.database.db;
    const [units, cities, categories, amenities, links, blocked, reservations] = await Promise.all([
      db.select().from(s.units),
      db.select().from(s.cities),
      db.select().from(s.categories),
      db.select().from(s.amenities),
      db.select().from(s.unitAmenities),
      db.select().from(s.unitBlockedDays),
      db.select().from(s.reservations),
    ]);
    const live = reservations.filter((r) => ['pending_payment', 'confirmed', 'completed'].includes(r.status));
    const slug = (rows: { id: number; slug: string }[], id: number) =>
      rows.find((r) => r.id === id)?.slug ?? '';
    // Only published units reach guests (the seed also has units in review and drafts).
    all = units
      .filter((u) => u.status === 'published')
      .map((u) => ({
        ...u,
        city: slug(cities, u.cityId),
        category: slug(categories, u.categoryId),
        amenities: new Set(links.filter((l) => l.unitId === u.id).map((l) => slug(amenities, l.amenityId))),
        blocked: new Set(blocked.filter((b) => b.unitId === u.id).map((b) => b.day)),
        stays: live.filter((r) => r.unitId === u.id).map((r) => [r.checkIn, r.checkOut]),
      }));
  });

  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/units/filter?${query}`, headers });

  /** Every id the filter returns, across all pages. */
  async function ids(query: string): Promise<number[]> {
    const found: number[] = [];
    for (let page = 1; ; page += 1) {
      const res = await get(`${query}&per_page=50&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = UnitListResponse.parse(res.json());
      found.push(...body.data.items.map((u) => u.id));
      // A capped count always leaves a next page; the last page is reached only once it is exact.
      if (page >= body.pagination.last_page) {
        expect(body.pagination.total_capped).toBe(false);
        expect(found).toHaveLength(body.pagination.total);
        return found.sort((a, b) => a - b);
      }
    }
  }
  const expected = (keep: (u: Row) => boolean) =>
    all
      .filter(keep)
      .map((u) => u.id)
      .sort((a, b) => a - b);

  it('returns every unit, twelve a page, newest first, without a filter', async () => {
    const res = await get('');
    const body = UnitListResponse.parse(res.json());
    // The first pages count up to 100 and say "at least" (search-statement.ts, COUNT_WINDOWS).
    expect(body.pagination).toEqual({
      page: 1,
      per_page: 12,
      total: 100,
      last_page: 9,
      total_capped: true,
    });
    expect(await ids('sort=newest')).toEqual(expected(() => true));
    expect(body.data.items).toHaveLength(12);
    const newest = [...all].sort((a, b) => +b.createdAt - +a.createdAt || b.id - a.id).slice(0, 12);
    expect(body.data.items.map((u) => u.id)).toEqual(newest.map((u) => u.id));
  });

  it.each([
    ['city=dubai', (u: Row) => u.city === 'dubai'],
    ['category=villa', (u: Row) => u.category === 'villa'],
    ['guests=8', (u: Row) => u.guests >= 8],
    ['bedrooms=3', (u: Row) => u.bedrooms >= 3],
    ['min_price=100000', (u: Row) => u.basePriceMinor >= 100_000],
    ['max_price=40000', (u: Row) => u.basePriceMinor <= 40_000],
    ['amenities=private-pool', (u: Row) => u.amenities.has('private-pool')],
    ['amenities=bbq,private-pool', (u: Row) => u.amenities.has('bbq') && u.amenities.has('private-pool')],
  ])('filters by %s alone', async (query, keep) => {
    const want = expected(keep);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(150);
    expect(await ids(query)).toEqual(want);
  });

  it('keeps only units free on every night of the stay', async () => {
    const blockedSomewhere = all.find((u) => u.blocked.size > 0);
    const night = [...(blockedSomewhere?.blocked ?? [])][0] ?? '';
    const checkOut = new Date(Date.parse(`${night}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const stay = (u: Row) =>
      ![...u.blocked].some((d) => d >= night && d < checkOut) &&
      !u.stays.some(([from, to]) => from < checkOut && to > night);
    const found = await ids(`check_in=${night}&check_out=${checkOut}`);
    expect(found).toEqual(expected(stay));
    expect(found).not.toContain(blockedSomewhere?.id);
  });

  it('combines every filter with AND', async () => {
    const query =
      'city=riyadh&category=villa&guests=6&min_price=50000&max_price=500000&amenities=wifi&bedrooms=2';
    const keep = (u: Row) =>
      u.city === 'riyadh' &&
      u.category === 'villa' &&
      u.guests >= 6 &&
      u.bedrooms >= 2 &&
      u.basePriceMinor >= 50_000 &&
      u.basePriceMinor <= 500_000 &&
      u.amenities.has('wifi');
    const want = expected(keep);
    expect(want.length).toBeGreaterThan(0);
    expect(await ids(query)).toEqual(want);
  });

  it('sorts by price both ways and by rating', async () => {
    const prices = async (sort: string) =>
      UnitListResponse.parse((await get(`sort=${sort}&per_page=50`)).json()).data.items;
    const asc = await prices('price_asc');
    expect(asc.map((u) => u.price_per_night.amount_minor)).toEqual(
      [...all]
        .map((u) => u.basePriceMinor)
        .sort((a, b) => a - b)
        .slice(0, 50),
    );
    const desc = await prices('price_desc');
    expect(desc[0]?.price_per_night.amount_minor).toBe(Math.max(...all.map((u) => u.basePriceMinor)));
    const rated = (await prices('rating')).map((u: UnitCard) => u.rating.average);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });

  it('answers a page past the end with no items and the true totals', async () => {
    const body = UnitListResponse.parse((await get('city=cairo&per_page=10&page=99')).json());
    expect(body.data.items).toEqual([]);
    const total = all.filter((u) => u.city === 'cairo').length;
    expect(body.pagination).toEqual({
      page: 99,
      per_page: 10,
      total,
      last_page: Math.ceil(total / 10),
      total_capped: false,
    });
  });

  it('answers an empty match with last_page 1', async () => {
    const body = UnitListResponse.parse((await get('city=alula&category=studio&guests=50')).json());
    expect(body.pagination).toEqual({ page: 1, per_page: 12, total: 0, last_page: 1, total_capped: false });
  });

  it('allows 50 a page and refuses 51', async () => {
    expect(UnitListResponse.parse((await get('per_page=50')).json()).data.items).toHaveLength(50);
    const res = await get('per_page=51');
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors).toEqual([
      { field: 'per_page', message: 'Enter a number no greater than 50.' },
    ]);
  });

  it('converts prices, and reads the price range, in the currency header’s currency', async () => {
    const res = await get('min_price=20000&max_price=40000&per_page=50', { currency: 'usd' });
    const body = UnitListResponse.parse(res.json());
    expect(body.data.items.length).toBeGreaterThan(0);
    for (const unit of body.data.items) {
      expect(unit.price_per_night.currency).toBe('USD');
      expect(unit.price_per_night.amount_minor).toBeGreaterThanOrEqual(20_000);
      expect(unit.price_per_night.amount_minor).toBeLessThanOrEqual(40_000);
      const sar = all.find((u) => u.id === unit.id)?.basePriceMinor ?? 0;
      expect(unit.price_per_night.amount_minor).toBe(Math.round((sar * 266_667) / 1_000_000));
    }
  });

  it('answers in Arabic when asked', async () => {
    const body = UnitListResponse.parse(
      (await get('city=riyadh&category=villa', { 'accept-language': 'ar' })).json(),
    );
    const [first] = body.data.items;
    expect(first?.city.name).toBe('الرياض');
    expect(first?.category.name).toBe('فيلا');
    expect(first?.title).toMatch(/^فيلا .*الرياض$/);
    expect(first?.cover?.alt).toMatch(/الواجهة$/);
    expect(body.data.message).toBe('تم تحميل أماكن الإقامة.');
  });

  it.each([
    ['min_price=-1', 'min_price', 'Enter a number no smaller than 0.'],
    ['min_price=500&max_price=100', 'max_price', 'The maximum can’t be lower than the minimum.'],
    ['check_in=2030-03-10&check_out=2030-03-08', 'check_out', 'Check-out must be after check-in.'],
    ['check_in=2030-03-10', 'check_out', 'Choose both a check-in and a check-out date.'],
    ['check_in=2030-02-30&check_out=2030-03-02', 'check_in', 'This value is not in the expected format.'],
    ['city=atlantis', 'city', 'We don’t list places in this city.'],
    ['category=castle', 'category', 'This type of place doesn’t exist.'],
    ['amenities=wifi,helipad', 'amenities', 'One of these amenities doesn’t exist.'],
    ['guests=two', 'guests', 'Enter a number.'],
    ['sort=cheapest', 'sort', 'Choose one of the allowed values.'],
    ['page=0', 'page', 'Enter a number no smaller than 1.'],
    ['colour=blue', 'colour', 'This field is not allowed.'],
  ])('refuses %s with a 422 on %s', async (query, field, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(422);
    const body = AnyEnvelope.parse(res.json());
    expect(body.meta.error_code).toBe('VALIDATION_FAILED');
    expect(body.meta.errors).toContainEqual({ field, message });
  });

  it('refuses an unknown currency on the currency field, translated', async () => {
    const res = await get('', { currency: 'JPY', 'accept-language': 'ar' });
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors).toEqual([
      {
        field: 'currency',
        message:
          'هذه العملة غير مدعومة. اختر الريال السعودي أو الدرهم الإماراتي أو الجنيه المصري أو الدولار الأمريكي.',
      },
    ]);
  });
});
