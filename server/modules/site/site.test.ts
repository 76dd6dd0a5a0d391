import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { HealthResponse } from '../../../contract/health';
import { PUBLIC_PAGES } from '../../../contract/routes';
import { buildApp } from '../../app';
import { connectDatabase } from '../../db/client';
import { useTestApp } from '../../test/test-app';

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

describe('GET /sitemap.xml', () => {
  const t = useTestApp({ seed: false });

  it('lists every public page in both languages with hreflang alternates', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
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
        url: '/sitemap.xml',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      const xml = brotliDecompressSync(res.rawPayload).toString('utf8');
      expect(readSitemap(xml)[0]?.loc).toBe('https://sakan.sa/en');
    } finally {
      await app.close();
    }
  });
});
