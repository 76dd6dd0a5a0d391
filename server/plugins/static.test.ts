import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../contract/common';
import { useTestApp } from '../test/test-app';

const INDEX_HTML = `<!doctype html><html><head><title>Sakan</title></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`;
const APP_JS = `console.log(${JSON.stringify('sakan '.repeat(200))});`;

/** A tiny stand-in for `vite build` output, with the .br siblings vite.config.ts writes. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sakan-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(join(dir, 'assets/app-abc123.js'), APP_JS);
  writeFileSync(join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest-en.webmanifest'), '{"name":"Sakan"}');
  writeFileSync(join(dir, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, '.vite/manifest.json'), '{}');
  return dir;
}

describe('serving the PWA build', () => {
  const dist = fakeDist();
  const t = useTestApp({ seed: false, distDir: dist });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // Decompressing once gives the file back: it was not compressed a second time on the way out.
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(APP_JS);
  });

  it('serves the plain file to clients without brotli', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(APP_JS);
  });

  it('reads a hashed asset from disk once: its name changes with its content', async () => {
    writeFileSync(join(dist, 'assets/once-def456.js'), APP_JS);
    expect((await get('/assets/once-def456.js')).body).toBe(APP_JS);
    rmSync(join(dist, 'assets/once-def456.js'));
    const again = await get('/assets/once-def456.js');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(APP_JS);
  });

  it('serves other kinds of built files from assets/ too', async () => {
    writeFileSync(join(dist, 'assets/data-aa11.json'), '{"ok":true}');
    const res = await get('/assets/data-aa11.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    writeFileSync(join(dist, 'assets/.secret'), 'x');
    expect((await get('/assets/.secret')).statusCode).toBe(404);
  });

  it('makes browsers recheck the shell, service worker and manifests', async () => {
    for (const url of ['/', '/sw.js', '/manifest-en.webmanifest']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/icon-192.png')).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers app navigations with index.html, compressed when accepted', async () => {
    for (const url of ['/', '/en', '/en/account', '/ar/x', '/account', '/ar/listing?from=home']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString('utf8'), url).toBe(INDEX_HTML);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    expect((await get('/en/account')).body).toBe(INDEX_HTML);
  });

  it('hands out the new shell as soon as a new build replaces index.html', async () => {
    expect((await get('/ar/listing')).body).toBe(INDEX_HTML);
    const next = INDEX_HTML.replace('<title>Sakan</title>', '<title>Sakan v2</title>');
    writeFileSync(join(dist, 'index.html'), next);
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
    expect((await get('/ar/listing')).body).toBe(next);
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 10_000));
  });

  it('answers a missing file with a plain 404, never the shell', async () => {
    for (const url of ['/assets/missing.js', '/foo.png', '/assets', '/.vite/manifest.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<html');
    }
  });

  it('never answers /api with the shell', async () => {
    const res = await get('/api/v1/missing');
    expect(res.statusCode).toBe(404);
    expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('NOT_FOUND');
    const post = await t.app.inject({ method: 'POST', url: '/en/account' });
    expect(post.statusCode).toBe(404);
    expect(AnyEnvelope.parse(post.json()).meta.error_code).toBe('NOT_FOUND');
  });
});

describe('without a build', () => {
  const t = useTestApp({ distDir: join(tmpdir(), 'sakan-no-such-dist') });

  it('says the web app is not built, while the API keeps working', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toBe('The web app is not built yet: run npm run build');
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/route-rules' });
    expect(api.statusCode).toBe(200);
  });
});
