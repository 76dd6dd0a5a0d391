import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { HealthResponse } from '../../../contract/health';
import { LOCALES } from '../../../contract/common';
import { PUBLIC_PAGES } from '../../../contract/routes';
import { buildApp } from '../../app';
import { connectDatabase } from '../../db/client';
import { useTestApp } from '../../test/test-app';
import { ROWS_PER_SITEMAP } from './sitemap';

/** The <loc> of each child in a sitemap index. */
function readIndex(xml: string) {
  return [...xml.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>\s*<\/sitemap>/g)].map(([, loc = '']) => loc);
}

/** Loose XML reading: each <url> block with its <loc> and its alternates by hreflang. */
function readSitemap(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(block)?.[1],
    alternates: Object.fromEntries(
      [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

describe('GET /health', () => {
  const t = useTestApp({ seed: false, version: '9.9.9' });

  it('reports ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(HealthResponse.parse(res.json())).toMatchObject({ status: 'ok', db: 'up', version: '9.9.9' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  describe('when the database is unreachable', () => {
    // Port 1 on loopback refuses at once, like a stopped database.
    const { db, pool } = connectDatabase('postgres://nobody@127.0.0.1:1/nothing');
    const app = buildApp({ db, logger: false });
    afterAll(async () => {
      await app.close();
      await pool.end();
    });

    it('answers 503 degraded, still in the health shape', async () => {
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(HealthResponse.parse(res.json())).toMatchObject({ status: 'degraded', db: 'down' });
    });
  });
});

describe('sitemaps without catalogue rows', () => {
  // Without PUBLIC_URL, links name the request's Host only when it is trusted (lib/public-origin.ts).
  const t = useTestApp({ seed: false, trustedHosts: ['sakan.example'] });

  it('serves an index at /sitemap.xml that lists the static pages’ sitemap only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'sakan.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(readIndex(res.body)).toEqual(['http://sakan.example/sitemap-pages.xml']);
  });

  it('lists every public page in both languages with hreflang alternates', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap-pages.xml',
      headers: { host: 'sakan.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = readSitemap(res.body);
    expect(urls).toHaveLength(PUBLIC_PAGES.length * 2);
    for (const page of PUBLIC_PAGES) {
      const suffix = page === '' ? '' : `/${page}`;
      const en = `http://sakan.example/en${suffix}`;
      const ar = `http://sakan.example/ar${suffix}`;
      for (const loc of [en, ar]) {
        expect(urls.find((url) => url.loc === loc)?.alternates).toEqual({ en, ar, 'x-default': en });
      }
    }
  });

  it('uses PUBLIC_URL when configured, and compresses for clients that accept brotli', async () => {
    const app = buildApp({ db: t.database.db, logger: false, publicUrl: 'https://sakan.sa' });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/sitemap-pages.xml',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      const xml = brotliDecompressSync(res.rawPayload).toString('utf8');
      expect(readSitemap(xml)[0]?.loc).toBe('https://sakan.sa/en');
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(readIndex(index.body)).toEqual(['https://sakan.sa/sitemap-pages.xml']);
    } finally {
      await app.close();
    }
  });

  it('keeps each file within the protocol’s 50,000 URLs by default', () => {
    expect(ROWS_PER_SITEMAP * LOCALES.length).toBeLessThanOrEqual(50_000);
    expect(ROWS_PER_SITEMAP * LOCALES.length).toBeGreaterThan(49_000);
  });
});

describe('sitemaps of units and investment units', () => {
  // 40 rows a file: the 150 seeded units (ids 1–150) fill four files, the 12 investment units one.
  const t = useTestApp({ catalogue: true, sitemapRows: 40, publicUrl: 'https://sakan.sa' });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists a child sitemap for every range of ids that holds rows', async () => {
    const files = readIndex((await get('/sitemap.xml')).body).map((loc) =>
      loc.replace('https://sakan.sa/', ''),
    );
    expect(files).toEqual([
      'sitemap-pages.xml',
      'sitemap-units-1.xml',
      'sitemap-units-2.xml',
      'sitemap-units-3.xml',
      'sitemap-units-4.xml',
      'sitemap-investment-units-1.xml',
    ]);
  });

  it('lists a unit in English and Arabic, each with both alternates and x-default', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `select id from units where slug = 'riyadh-villa-011'`,
    );
    const file = `/sitemap-units-${Math.ceil(rows[0]!.id / 40)}.xml`;
    const urls = readSitemap((await get(file)).body);
    const en = 'https://sakan.sa/en/units/riyadh-villa-011';
    const ar = 'https://sakan.sa/ar/units/riyadh-villa-011';
    for (const loc of [en, ar]) {
      expect(urls.find((url) => url.loc === loc)?.alternates).toEqual({ en, ar, 'x-default': en });
    }
  });

  it('splits at the page size: every unit once per language, no file over its share', async () => {
    const { rows } = await t.database.pool.query<{ id: number; slug: string }>(
      "select id, slug from units where status = 'published' order by id",
    );
    const seen: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const res = await get(`/sitemap-units-${n}.xml`);
      expect(res.statusCode).toBe(200);
      const locs = readSitemap(res.body).map((url) => url.loc ?? '');
      expect(locs.length).toBeLessThanOrEqual(80);
      seen.push(...locs);
    }
    expect(seen).toHaveLength(rows.length * 2);
    const at = (id: number) => `https://sakan.sa/en/units/${rows.find((row) => row.id === id)?.slug}`;
    const file1 = readSitemap((await get('/sitemap-units-1.xml')).body).map((url) => url.loc);
    const file2 = readSitemap((await get('/sitemap-units-2.xml')).body).map((url) => url.loc);
    expect(file1.at(-2)).toBe(at(40));
    expect(file2[0]).toBe(at(41));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('lists investment units under /investment-units', async () => {
    const { rows } = await t.database.pool.query<{ slug: string }>('select slug from investment_units');
    const locs = readSitemap((await get('/sitemap-investment-units-1.xml')).body).map((url) => url.loc);
    expect(locs).toHaveLength(rows.length * 2);
    expect(locs).toContain(`https://sakan.sa/ar/investment-units/${rows[0]!.slug}`);
  });

  it('answers 404 for a range with no rows, and leaves it out of the index', async () => {
    expect((await get('/sitemap-units-5.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-units-0.xml')).statusCode).toBe(404);
    // Stays and their reviews hold on to their units; this test only needs the units gone.
    await t.database.pool.query('truncate reservations cascade');
    await t.database.pool.query('delete from units where id between 41 and 80');
    expect((await get('/sitemap-units-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain('sitemap-units-2.xml');
    expect((await get('/sitemap.xml')).body).toContain('sitemap-units-3.xml');
  });
});
