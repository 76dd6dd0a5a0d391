import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode, Locale } from '../../../contract/common';
import { UnitListResponse, UnitResponse } from '../../../contract/units';
import { useTestApp } from '../../test/test-app';
import { convertFromSar } from '../../lib/money';
import { resolveCurrency } from '../currency/service';
import { moneySql, rateParams } from './card-json';
import { unitCardsByIds } from './service';

/**
 * The search and the unit page send JSON that PostgreSQL writes (card-json.ts); the featured list and
 * the wishlist build the same card in node (service.toCard). Both must be the same card, key for key,
 * money rounded the same way, in every language and currency: a client caches and shows them alike.
 */
describe('units as JSON written by PostgreSQL', () => {
  const t = useTestApp({ catalogue: true });

  it.each([
    ['en', 'SAR'],
    ['ar', 'USD'],
    ['en', 'EGP'],
    ['ar', 'AED'],
  ] as [Locale, string][])('writes the same cards as node does (%s, %s)', async (locale, currency) => {
    const headers = { 'accept-language': locale, currency };
    const res = await t.app.inject({ url: '/api/v1/units/filter?sort=price_desc&per_page=30', headers });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const raw = res.json() as { data: { items: unknown[] } };
    const body = UnitListResponse.parse(raw);
    expect(body.data.items).toHaveLength(30);
    const rate = await resolveCurrency(t.database.db, currency);
    expect(rate.code).toBe(currency);
    const cards = await unitCardsByIds(
      t.database.db,
      locale,
      body.data.items.map((card) => card.id),
      rate,
    );
    // The raw JSON, not the parsed value: a key the contract does not know would be stripped by parse.
    expect(raw.data.items).toEqual(body.data.items.map((card) => cards.get(card.id)));

    const unitRes = await t.app.inject({
      url: `/api/v1/units/show-by-slug/${body.data.items[0]!.slug}`,
      headers,
    });
    const unit = UnitResponse.parse(unitRes.json()).data.unit;
    const { description, house_rules, images, amenities, check_in_time, check_out_time, ...card } = unit;
    const { cancellation_policy, location, cleaning_fee, ...rest } = card;
    expect(rest).toEqual(cards.get(unit.id));
    expect(unit.cover).toEqual(images[0]);
    expect(cleaning_fee.currency).toBe(currency);
    expect([description, house_rules, check_in_time, check_out_time, cancellation_policy]).not.toContain('');
    expect(amenities.length).toBeGreaterThan(0);
    expect(location.area).toBe(unit.area);
    expect(Object.keys((unitRes.json() as { data: { unit: object } }).data.unit).sort()).toEqual(
      Object.keys(unit).sort(),
    );
  });

  it('rounds money in SQL exactly as convertFromSar does, for any amount, rate and exponent', async () => {
    const sql = `select (${moneySql('$1::int', { p: '$2', q: '$3', code: '$4' })})::text as m`;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 3 }),
        async (halalas, rateMicros, exponent) => {
          const rate = { code: 'USD' as CurrencyCode, rateMicros, exponent };
          const { p, q, code } = rateParams(rate);
          const { rows } = await t.database.pool.query<{ m: string }>(sql, [halalas, p, q, code]);
          expect(JSON.parse(rows[0]!.m)).toEqual(convertFromSar(halalas, rate));
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const)('sends the whole answer compressed when the client accepts %s', async (encoding, decode) => {
    for (const url of ['/api/v1/units/filter?per_page=50', '/api/v1/units/show-by-slug/riyadh-villa-011']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      const body = JSON.parse(decode(res.rawPayload).toString('utf8')) as { data: { is_success: boolean } };
      expect(body.data.is_success).toBe(true);
    }
  });

  it('answers an unknown unit with the translated 404 envelope', async () => {
    const res = await t.app.inject({
      url: '/api/v1/units/show-by-slug/no-such-unit',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ meta: { error_code: 'NOT_FOUND' }, data: { is_success: false } });
    expect((res.json() as { data: { message: string } }).data.message).toMatch(/[\u0600-\u06FF]/);
  });
});
