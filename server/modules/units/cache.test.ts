import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnitListResponse, UnitResponse } from '../../../contract/units';
import { buildApp } from '../../app';
import { useTestApp } from '../../test/test-app';

const SLUG = 'riyadh-villa-011';

/** Headers that differ on every answer by design; everything else must match byte for byte. */
function stableHeaders(res: LightMyRequestResponse) {
  const { 'x-request-id': _id, date: _date, ...rest } = res.headers;
  return rest;
}

describe('the public catalogue cache', () => {
  const t = useTestApp({ catalogue: true });
  // The same code on the same database with nothing cached (no answer fits in 0 bytes): the reference.
  let uncached: FastifyInstance;
  beforeAll(async () => {
    uncached = buildApp({ db: t.database.db, publicCache: { maxBytes: 0 } });
    await uncached.ready();
  });
  afterAll(() => uncached.close());

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  it('answers a repeated read from the cache with exactly the bytes and headers of a fresh read', async () => {
    t.app.publicCache.invalidate();
    const first = await get(t.app, `/units/show-by-slug/${SLUG}`);
    const entries = t.app.publicCache.stats.entries;
    const second = await get(t.app, `/units/show-by-slug/${SLUG}`);
    const fresh = await get(uncached, `/units/show-by-slug/${SLUG}`);
    expect(entries).toBe(1);
    expect(t.app.publicCache.stats.entries).toBe(1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.body).toBe(fresh.body);
    expect(stableHeaders(second)).toEqual(stableHeaders(fresh));
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers.vary).toBe('Accept-Language, currency');
    expect(second.headers['cache-control']).toBe('no-store');
  });

  it('keeps languages and currencies apart, each answer matching a fresh read', async () => {
    const url = `/units/show-by-slug/${SLUG}`;
    const variants: Record<string, string>[] = [
      {},
      { 'accept-language': 'ar' },
      { currency: 'EGP' },
      { 'accept-language': 'ar', currency: 'USD' },
    ];
    for (const headers of variants) await get(t.app, url, headers);
    const bodies = new Set<string>();
    for (const headers of variants) {
      const cached = await get(t.app, url, headers);
      expect(cached.body).toBe((await get(uncached, url, headers)).body);
      bodies.add(cached.body);
    }
    expect(bodies.size).toBe(variants.length);
    const arabic = UnitResponse.parse(
      (await get(t.app, url, { 'accept-language': 'ar', currency: 'usd' })).json(),
    );
    expect(arabic.data.unit.city.name).toBe('الرياض');
    expect(arabic.data.unit.price_per_night.currency).toBe('USD');
  });

  it('shares an entry between spellings of one filter query, not between different queries', async () => {
    t.app.publicCache.invalidate();
    const a = await get(t.app, '/units/filter?city=riyadh&guests=2&per_page=5');
    const b = await get(t.app, '/units/filter?per_page=5&guests=2&city=riyadh');
    expect(t.app.publicCache.stats.entries).toBe(1);
    expect(b.body).toBe(a.body);
    const page2 = await get(t.app, '/units/filter?city=riyadh&guests=2&per_page=5&page=2');
    expect(page2.body).toBe(
      (await get(uncached, '/units/filter?city=riyadh&guests=2&per_page=5&page=2')).body,
    );
    expect(UnitListResponse.parse(page2.json()).pagination.page).toBe(2);
    expect(t.app.publicCache.stats.entries).toBe(2);
  });

  it('keeps the compressed bytes too, identical to compressing a fresh read', async () => {
    t.app.publicCache.invalidate();
    const br = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const url = `/units/show-by-slug/${SLUG}`;
    const plain = await get(t.app, url);
    const identityBytes = t.app.publicCache.stats.bytes;
    const compressedLive = await get(t.app, url, br);
    const withVariant = t.app.publicCache.stats.bytes;
    const hit = await get(t.app, url, br);
    const fresh = await get(uncached, url, br);
    expect(withVariant).toBeGreaterThan(identityBytes);
    expect(t.app.publicCache.stats.bytes).toBe(withVariant);
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.rawPayload.equals(fresh.rawPayload)).toBe(true);
    expect(hit.rawPayload.equals(compressedLive.rawPayload)).toBe(true);
    expect(stableHeaders(hit)).toEqual(stableHeaders(fresh));
    expect(hit.headers.vary).toBe('Accept-Language, currency, accept-encoding');
    expect(brotliDecompressSync(hit.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('never stores failures, which carry their own request id', async () => {
    t.app.publicCache.invalidate();
    const missing = await get(t.app, '/units/show-by-slug/no-such-place');
    const badCurrency = await get(t.app, `/units/show-by-slug/${SLUG}`, { currency: 'XYZ' });
    expect([missing.statusCode, badCurrency.statusCode]).toEqual([404, 422]);
    expect(t.app.publicCache.stats.entries).toBe(0);
  });

  it('serves the old row until invalidate(), then the changed one', async () => {
    const url = `/units/show-by-slug/${SLUG}`;
    const title = (res: LightMyRequestResponse) => UnitResponse.parse(res.json()).data.unit.title;
    const before = title(await get(t.app, url));
    await t.database.pool.query('update units set title_en = $1 where slug = $2', ['Renamed villa', SLUG]);
    expect(title(await get(t.app, url))).toBe(before);
    t.app.publicCache.invalidate('units');
    expect(title(await get(t.app, url))).toBe('Renamed villa');
    const listed = await get(t.app, '/units/filter?city=riyadh&category=villa&per_page=50');
    expect(UnitListResponse.parse(listed.json()).data.items.map((u) => u.title)).toContain('Renamed villa');
  });
});
