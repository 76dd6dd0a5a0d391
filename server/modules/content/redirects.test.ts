import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

describe('route rules on full page loads', () => {
  const dist = mkdtempSync(join(tmpdir(), 'sakan-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sakan</title>');
  const t = useTestApp({ distDir: dist });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('redirects an internal rule, keeping the language prefix and the query', async () => {
    const res = await get('/ar/support?topic=booking');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/ar/contact-us?topic=booking');
  });

  it('leaves paths behind sign-in to the client, whose sign-in guard comes first', async () => {
    const res = await get('/en/dashboard');
    expect(res.statusCode).toBe(200);
  });

  it('redirects permanently below a wildcard rule, with or without a prefix', async () => {
    expect((await get('/en/help/payments')).headers.location).toBe('/en/faq');
    const bare = await get('/help');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/faq');
  });

  it('sends an external rule to its absolute address', async () => {
    const res = await get('/en/app');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://apps.apple.com/app/sakan');
  });

  it('serves the app for paths no rule matches', async () => {
    const res = await get('/en/dashboards');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Sakan</title>');
  });
});
