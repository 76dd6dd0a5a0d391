import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../lib/csp';
import { renderPage } from '../../plugins/pages/shell';
import { useTestApp } from '../test-app';

const BOOT = "document.documentElement.lang='en';";
const INDEX_HTML = `<!doctype html><html><head><title>Sakan</title><script>${BOOT}</script></head><body><div id="root"></div><script type="module" crossorigin src="/assets/app.js"></script></body></html>`;
const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sakan-csp-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  // The build writes brotli twins, which browsers are sent instead of the originals.
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(join(dir, 'sw.js.br'), brotliCompressSync('self.addEventListener("install", () => {});'));
  return dir;
}

const directive = (policy: string | undefined, name: string) =>
  String(policy)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('security headers', () => {
  const dist = fakeDist();
  const t = useTestApp({ seed: false, distDir: dist });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('gives an API answer a locked-down CSP, COOP, CORP and a Permissions-Policy, and no HSTS over http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings/social' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(directive(res.headers['content-security-policy'] as string, 'frame-ancestors')).toBe(
      "frame-ancestors 'none'",
    );
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['permissions-policy']).toContain('payment=()');
    // Chromium warns "Unrecognized feature" on every page for these (they sit behind its flags).
    expect(res.headers['permissions-policy']).not.toMatch(/ambient-light-sensor|bluetooth/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/en', '/ar/listing', '/index.html'])(
    'lets %s run its inline boot script by hash, never unsafe-inline',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const policy = res.headers['content-security-policy'] as string;
      const scripts = directive(policy, 'script-src');
      expect(scripts).toBe(`script-src 'self' ${sha(BOOT)}`);
      expect(scripts).not.toContain('unsafe-inline');
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    },
  );

  it.each([undefined, 'br'])(
    'lets the service worker fetch what it precaches (encoding %s): a worker runs under its script’s own policy',
    async (encoding) => {
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers });
      expect(res.statusCode).toBe(200);
      const policy = res.headers['content-security-policy'] as string;
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    },
  );

  it('gives the bare root, sent as its brotli twin, the page policy too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(directive(res.headers['content-security-policy'] as string, 'script-src')).toBe(
      `script-src 'self' ${sha(BOOT)}`,
    );
  });

  it('hashes a rendered page’s boot script, and no JSON block (its state, its code list)', () => {
    const html = renderPage(
      INDEX_HTML,
      { locale: 'en', modules: [], later: [], unitSlug: null },
      null,
      { html: '<p>Hello</p>', state: '{"a":1}' },
      { entry: 'assets/app.js', imports: [], pageStart: 'assets/page-start.js' },
    );
    expect(html).toContain('type="application/json"');
    expect(inlineScriptHashes(html)).toEqual([sha(BOOT)]);
  });
});

describe('security headers over https, with Google and Stripe configured', () => {
  const t = useTestApp({
    seed: false,
    publicUrl: 'https://sakan.example',
    google: { clientId: 'client.apps.googleusercontent.com' },
    stripe: true,
  });

  it('adds HSTS, and lists Google’s and Stripe’s origins only now', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Google's sign-in popup must be able to answer the page that opened it.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['permissions-policy']).toContain('payment=(self "https://js.stripe.com")');
  });
});

describe('absolute links and the Host header', () => {
  const t = useTestApp({ seed: true, trustedHosts: ['sakan.example'] });
  const sitemap = (host: string) =>
    t.app.inject({ method: 'GET', url: '/sitemap-pages.xml', headers: { host } });

  it('never builds sitemap links on an untrusted Host', async () => {
    const res = await sitemap('evil.example');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain('<loc>http://localhost/en</loc>');
  });

  it('uses a Host named in TRUSTED_HOSTS', async () => {
    expect((await sitemap('sakan.example')).body).toContain('<loc>http://sakan.example/en</loc>');
  });
});
