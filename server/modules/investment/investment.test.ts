import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import {
  InvestmentListResponse,
  InvestmentResponse,
  type InvestmentCard,
} from '../../../contract/investment';
import * as s from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { shareFigures } from './service';

/**
 * Listing, detail and filter against the seeded twelve investment units. Expected sets are computed here
 * from the raw table, an independent reading of the same data.
 */
describe('investment units', () => {
  const t = useTestApp({ catalogue: true });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/investment${url}`, headers });
  const list = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return InvestmentListResponse.parse(res.json());
  };
  const slugs = (items: InvestmentCard[]) => items.map((i) => i.slug).sort();
  type Row = typeof s.investmentUnits.$inferSelect & { city: string };
  let rows: Row[] = [];

  beforeAll(async () => {
    const db = t.database.db;
    const [units, cities] = await Promise.all([
      db.select().from(s.investmentUnits),
      db.select().from(s.cities),
    ]);
    rows = units.map((u) => ({ ...u, city: cities.find((c) => c.id === u.cityId)?.slug ?? '' }));
  });
  const expected = (keep: (row: Row) => boolean) =>
    rows
      .filter(keep)
      .map((r) => r.slug)
      .sort();

  it('lists every unit across pages, open offers first', async () => {
    const seen: InvestmentCard[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const { data, pagination } = await list(`/units?per_page=5&page=${page}`);
      expect(pagination).toEqual({ page, per_page: 5, total: 12, last_page: 3 });
      seen.push(...data.items);
    }
    expect(slugs(seen)).toEqual(expected(() => true));
    const rank = { open: 0, coming_soon: 1, funded: 2, closed: 3 };
    const ranks = seen.map((i) => rank[i.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect((await list('/units?page=9')).data.items).toEqual([]);
  });

  it('refuses a page size over the limit and unknown query fields', async () => {
    for (const url of ['/units?per_page=51', '/units?featured=1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(422);
      expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('VALIDATION_FAILED');
    }
  });

  it('computes shares left, funding percent and minimum shares from the stored figures', async () => {
    const { data } = await list('/units?per_page=50');
    for (const card of data.items) {
      const row = rows.find((r) => r.slug === card.slug);
      if (!row) throw new Error(card.slug);
      expect(card.shares_left).toBe(row.totalShares - row.soldShares);
      expect(card.funding_percent).toBe(Math.floor((row.soldShares * 100) / row.totalShares));
      expect(card.price_per_share).toEqual({ amount_minor: row.sharePriceMinor, currency: 'SAR' });
    }
    const hittin = data.items.find((i) => i.slug === 'hittin-serviced-apartments');
    expect(hittin).toMatchObject({
      sold_shares: 3100,
      shares_left: 1900,
      funding_percent: 62,
      minimum_shares: 5,
    });
    const funded = data.items.find((i) => i.slug === 'malqa-family-villas');
    expect(funded).toMatchObject({ status: 'funded', shares_left: 0, funding_percent: 100 });
  });

  it('never shows 100 % while shares remain, and lets the last shares sell below the minimum', () => {
    const base = { totalShares: 1000, sharePriceMinor: 300, minInvestmentMinor: 1000 };
    expect(shareFigures({ ...base, soldShares: 999 })).toEqual({
      left: 1,
      fundingPercent: 99,
      minimumShares: 1,
    });
    expect(shareFigures({ ...base, soldShares: 0 })).toEqual({
      left: 1000,
      fundingPercent: 0,
      minimumShares: 4,
    });
    expect(shareFigures({ ...base, soldShares: 1000 }).fundingPercent).toBe(100);
  });

  it('shows one unit in English with its documents', async () => {
    const res = await get('/units/hittin-serviced-apartments');
    const { investment } = InvestmentResponse.parse(res.json()).data;
    expect(investment.title).toBe('Serviced apartments in Hittin');
    expect(investment.city.name).toBe('Riyadh');
    expect(investment.description).toMatch(/expected yield is an estimate/);
    expect(investment.expected_yield_bps).toBe(820);
    expect(investment.status).toBe('open');
    expect(investment.cover.key).toBe('investment-hittin-serviced-apartments');
    expect(investment.documents.map((d) => d.title)).toEqual([
      'Offering memorandum',
      'Valuation report',
      'Title deed',
    ]);
    expect(investment.documents[0]?.url).toBe(
      '/documents/investment/hittin-serviced-apartments/offering-memorandum.pdf',
    );
    expect(JSON.stringify(investment)).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('shows the Arabic text when asked', async () => {
    const res = await get('/units/hittin-serviced-apartments', { 'accept-language': 'ar' });
    const { investment } = InvestmentResponse.parse(res.json()).data;
    expect(investment.title).toBe('شقق مخدومة في حطين');
    expect(investment.city.name).toBe('الرياض');
    expect(investment.description).toMatch(/العائد المتوقع تقدير/);
    expect(investment.documents.map((d) => d.title)).toEqual(['نشرة الطرح', 'تقرير التقييم', 'صك الملكية']);
  });

  it('converts the share price and the minimum to the currency header, half up', async () => {
    const res = await get('/units/hittin-serviced-apartments', { currency: 'USD' });
    const { investment } = InvestmentResponse.parse(res.json()).data;
    // 1,000 SAR × 0.266667 = 266.667 USD; 5,000 SAR × 0.266667 = 1,333.335 USD, rounded up.
    expect(investment.price_per_share).toEqual({ amount_minor: 26_667, currency: 'USD' });
    expect(investment.minimum_investment).toEqual({ amount_minor: 133_334, currency: 'USD' });
    const bad = await get('/units/hittin-serviced-apartments', { currency: 'XYZ' });
    expect(bad.statusCode).toBe(422);
    expect(AnyEnvelope.parse(bad.json()).meta.errors[0]?.field).toBe('currency');
  });

  it('answers 404 in the envelope for an unknown slug', async () => {
    const res = await get('/units/no-such-offer');
    expect(res.statusCode).toBe(404);
    expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('NOT_FOUND');
  });

  it('filters by city, status and minimum yield', async () => {
    expect(slugs((await list('/filter?city=jeddah')).data.items)).toEqual(
      expected((r) => r.city === 'jeddah'),
    );
    expect(slugs((await list('/filter?status=open&per_page=50')).data.items)).toEqual(
      expected((r) => r.status === 'open'),
    );
    const rich = await list('/filter?min_yield_bps=1000&status=open');
    expect(slugs(rich.data.items)).toEqual(
      expected((r) => r.expectedYieldBps >= 1000 && r.status === 'open'),
    );
    expect(rich.pagination.total).toBe(rich.data.items.length);
  });

  it('filters by the share price shown in the requested currency', async () => {
    const sar = await list('/filter?min_price=100000&max_price=200000&per_page=50');
    expect(slugs(sar.data.items)).toEqual(
      expected((r) => r.sharePriceMinor >= 100_000 && r.sharePriceMinor <= 200_000),
    );
    // 266.67 USD is exactly 1,000 SAR's shown price; a bound of 266.67 must keep it, 266.68 must not.
    const keep = await list('/filter?min_price=26667&max_price=26667', { currency: 'USD' });
    expect(keep.data.items.every((i) => i.price_per_share.amount_minor === 26_667)).toBe(true);
    expect(slugs(keep.data.items)).toEqual(expected((r) => r.sharePriceMinor === 100_000));
    expect((await list('/filter?min_price=26668&max_price=26668', { currency: 'USD' })).data.items).toEqual(
      [],
    );
  });

  it.each([
    ['yield_desc', (i: InvestmentCard) => -i.expected_yield_bps],
    ['price_asc', (i: InvestmentCard) => i.price_per_share.amount_minor],
    ['price_desc', (i: InvestmentCard) => -i.price_per_share.amount_minor],
    ['newest', (i: InvestmentCard) => -i.id],
  ])('sorts by %s', async (sort, key) => {
    const { data } = await list(`/filter?sort=${sort}&per_page=50`);
    const keys = data.items.map(key);
    expect(data.items).toHaveLength(12);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('refuses an unknown city, an inverted price range and an unknown sort', async () => {
    const cases: [string, string][] = [
      ['/filter?city=atlantis', 'city'],
      ['/filter?min_price=500&max_price=100', 'max_price'],
      ['/filter?sort=cheapest', 'sort'],
      ['/filter?status=sold', 'status'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(AnyEnvelope.parse(res.json()).meta.errors.map((e) => e.field)).toEqual([field]);
    }
  });
});
