import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminFaqsResponse } from '../../../contract/backoffice';
import { UnitResponse } from '../../../contract/units';
import { buildApp } from '../../app';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { call } from '../../test/console';
import { useTestApp } from '../../test/test-app';

/** A build of one page shell, so both instances serve page loads (redirects, the FAQ's head). */
function dist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sakan-dist-console-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, '.vite/manifest.json'), '{}');
  return dir;
}

/**
 * Two instances on one database (two servers behind a load balancer): an edit made in the console of
 * one reaches the guest pages the other serves at once, with no restart and no TTL to wait out.
 */
describe('console edits on every instance', () => {
  const distDir = dist();
  const a = useTestApp({ catalogue: true, distDir, workJobs: false });
  let other: DatabaseHandle;
  let b: FastifyInstance;
  let admin: Account;
  beforeAll(async () => {
    other = connectDatabase(a.database.url);
    b = buildApp({ db: other.db, distDir, workJobs: false });
    await b.ready();
    admin = await quickAccount(a.database.db, ['admin']);
  });
  afterAll(async () => {
    await b.close();
    await other.pool.end();
    rmSync(distDir, { recursive: true, force: true });
  });
  const console = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    call(a.app, method, `/api/v1/backoffice${url}`, admin.token, body);
  const poll = { timeout: 2_000, interval: 20 };

  it('applies a new redirect to the other instance’s page loads at once', async () => {
    const before = await b.inject({ url: '/en/old-offers' });
    expect(before.headers.location).toBeUndefined();
    const added = await console('POST', '/route-rules', {
      from: '/old-offers',
      to: '/listing',
      permanent: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    await expect
      .poll(async () => (await b.inject({ url: '/en/old-offers' })).headers.location, poll)
      .toBe('/en/listing');
  });

  it('puts an edited question in the FAQ head the other instance serves', async () => {
    const head = async () => (await b.inject({ url: '/ar/faq' })).body;
    expect(await head()).toContain('كيف أحجز إقامة؟');
    const [first] = AdminFaqsResponse.parse((await console('GET', '/faqs')).json()).data.items;
    if (!first) throw new Error('no seeded question');
    const { id, position: _p, version, removed: _r, ...content } = first;
    const saved = await console('PUT', `/faqs/${id}`, {
      ...content,
      question_ar: 'كيف أحجز إقامتي اليوم؟',
      base_version: version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(head, poll).toContain('كيف أحجز إقامتي اليوم؟');
  });

  it('prices the other instance’s units at a new exchange rate at once', async () => {
    const price = async () => {
      const res = await b.inject({
        url: '/api/v1/units/show-by-slug/riyadh-villa-011',
        headers: { currency: 'USD' },
      });
      return UnitResponse.parse(res.json()).data.unit.price_per_night.amount_minor;
    };
    const before = await price();
    expect(await price()).toBe(before); // Cached in b now.
    const rates = (await console('GET', '/currencies')).json() as {
      data: { items: { code: string; rate: number }[] };
    };
    const usd = rates.data.items.find((c) => c.code === 'USD');
    if (!usd) throw new Error('no USD');
    const saved = await console('PUT', '/currencies/USD', { rate: usd.rate * 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(price, poll).toBeGreaterThan(before * 1.9);
  });
});
