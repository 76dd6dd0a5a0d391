import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { READ_AFTER_COOKIE } from '../plugins/read-routing';
import { checkout, makeUnit, quickGuest, send, stay } from '../test/checkout';
import { TEST_AUTH_SECRET } from '../test/test-app';
import { startPostgresPair, waitForReplay, type PostgresPair } from '../tools/cluster/postgres';
import { connectDatabase, type DatabaseHandle } from './client';
import { findFreePort } from './embedded';
import { migrateDatabase } from './migrate';
import * as s from './schema/index';

/**
 * Which reads go to a replica, on a real streaming replica: a primary made with initdb and a hot
 * standby made with pg_basebackup (tools/cluster/postgres.ts), about 3 s to set up. Pausing the
 * standby's replay (`pg_wal_replay_pause`) makes the two databases differ, so every assertion reads
 * where an answer came from in the answer itself, not in the router's bookkeeping.
 */
const METRICS_TOKEN = 'replica-test-metrics-token';
const FAR = stay(20, 1);

describe('reads with a streaming replica', () => {
  let pair: PostgresPair;
  let primary: DatabaseHandle;
  let unit: { id: number };
  const apps: FastifyInstance[] = [];
  const logs: { msg: string; reason?: string; replica?: string }[] = [];

  const onReplica = async (text: string) => {
    const client = new pg.Client({ connectionString: pair.replicaUrl('sakan') });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  const pauseReplay = () => onReplica('select pg_wal_replay_pause()');
  const resumeReplay = () => onReplica('select pg_wal_replay_resume()');

  /** An app on the pair: replicas polled every 100 ms; the catalogue cache off unless a test wants it. */
  const appWith = async (options: Partial<BuildAppOptions> = {}) => {
    const log = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
        done();
      },
    });
    const app = buildApp({
      db: primary.db,
      logger: { level: 'info', stream: log },
      auth: { secret: TEST_AUTH_SECRET, cookieSecure: false },
      replicas: { urls: [pair.replicaUrl('sakan')], pollMs: 100, maxLagMs: 60_000 },
      publicCache: { maxBytes: 0 },
      metricsToken: METRICS_TOKEN,
      workJobs: false,
      pressure: false,
      ...options,
    });
    apps.push(app);
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    pair = await startPostgresPair({
      primaryPort: await findFreePort(),
      replicaPort: await findFreePort(),
      fast: true,
    });
    const admin = new pg.Client({ connectionString: pair.primaryUrl() });
    await admin.connect();
    await admin.query('create database sakan');
    await admin.end();
    primary = connectDatabase(pair.primaryUrl('sakan'));
    await migrateDatabase(primary.pool);
    unit = await makeUnit(primary.db);
    await waitForReplay(pair);
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await primary?.pool.end();
    await pair?.stop();
  });

  const unitTitle = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
    (await app.inject({ url: `/api/v1/units/${unit.id}`, headers })).json<{
      data: { unit: { title: string } };
    }>().data.unit.title;
  const nightFree = async (app: FastifyInstance, day: string, headers: Record<string, string> = {}) => {
    const month = day.slice(0, 7);
    const res = await app.inject({
      url: `/api/v1/units/available-days?unit_id=${unit.id}&from=${month}&to=${month}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<{ data: { items: { date: string; available: boolean }[] } }>()
      .data.items.find((item) => item.date === day)?.available;
  };
  /** A sample's value from /metrics: the first line of `name` that holds every one of `parts`. */
  const metric = async (app: FastifyInstance, name: string, ...parts: string[]) => {
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const line = res.body
      .split('\n')
      .find((l) => l.startsWith(name) && parts.every((part) => l.includes(part)));
    return Number(line?.split(' ').pop());
  };
  const replicaReads = (app: FastifyInstance) => metric(app, 'sakan_db_reads_total', 'target="replica"');
  const readAfter = (res: LightMyRequestResponse) => {
    const cookie = res.cookies.find((c) => c.name === READ_AFTER_COOKIE);
    return cookie ? `${READ_AFTER_COOKIE}=${cookie.value}` : undefined;
  };

  it('sends catalogue reads to the replica and quotes to the primary', async () => {
    const app = await appWith();
    const guest = await quickGuest(primary.db);
    const before = await unitTitle(app);
    await pauseReplay();
    try {
      await primary.db.update(s.units).set({ titleEn: 'Renamed flat' }).where(eq(s.units.id, unit.id));
      await primary.db.insert(s.unitBlockedDays).values({ unitId: unit.id, day: FAR.check_in });

      // Display: the unit page and its calendar still show the replica's state.
      expect(await unitTitle(app)).toBe(before);
      expect(await nightFree(app, FAR.check_in)).toBe(true);
      const search = await app.inject({ url: '/api/v1/units/filter?city=test-city' });
      expect(search.body).toContain(before);
      expect(search.body).not.toContain('Renamed flat');

      // What a guest decides on or pays: the primary, which knows the night is blocked. The session
      // behind the guest's token exists only on the primary too.
      const body = { unit_id: unit.id, ...FAR, guests: 1 };
      const preview = await app.inject({
        method: 'POST',
        url: '/api/v1/units/check-availability',
        payload: body,
      });
      expect(preview.json<{ data: { available: boolean } }>().data.available).toBe(false);
      const quote = await send(app, 'POST', '/api/v1/checkout/calculate-price', guest.token, body);
      expect(quote.json<{ data: { available: boolean } }>().data.available).toBe(false);
    } finally {
      await resumeReplay();
    }
    await waitForReplay(pair);
    expect(await unitTitle(app)).toBe('Renamed flat');
  });

  it('keeps a person’s reads on the primary after their write until the replica has replayed it', async () => {
    const app = await appWith();
    const guest = await quickGuest(primary.db);
    const nights = stay(24, 2);
    await pauseReplay();
    let cookie: string | undefined;
    try {
      const held = await checkout(app, guest.token, { unit_id: unit.id, ...nights, guests: 1 });
      expect(held.statusCode, held.body).toBe(201);
      cookie = readAfter(held);
      expect(cookie).toMatch(/^read_after=[0-9a-f]+\.\d+\.[\w-]{22}$/);

      // The guest sees their hold; someone else still reads the replica, which has not replayed it.
      expect(await nightFree(app, nights.check_in, { cookie: cookie! })).toBe(false);
      expect(await nightFree(app, nights.check_in)).toBe(true);
      // A cookie the server did not sign, or one stretched past its few seconds, is ignored.
      const [value, until, mac] = cookie!.split('=')[1]!.split('.');
      const forged = [
        `${READ_AFTER_COOKIE}=${value}.${until}.${'A'.repeat(22)}`,
        `${READ_AFTER_COOKIE}=${value}.${Number(until) + 60_000}.${mac}`,
      ];
      for (const fake of forged) expect(await nightFree(app, nights.check_in, { cookie: fake })).toBe(true);
    } finally {
      await resumeReplay();
    }
    // Once the replica has replayed past the hold, the guest's reads go back to it (and agree).
    await expect
      .poll(async () => {
        const before = await replicaReads(app);
        const free = await nightFree(app, nights.check_in, { cookie: cookie! });
        return { free, toReplica: (await replicaReads(app)) > before };
      })
      .toEqual({ free: false, toReplica: true });
  });

  it('does not cache an answer read where the latest invalidation may not show yet', async () => {
    const app = await appWith({ publicCache: { ttlMs: 60_000 } });
    await unitTitle(app);
    await pauseReplay();
    try {
      await primary.db.update(s.units).set({ titleEn: 'Cached flat' }).where(eq(s.units.id, unit.id));
      app.publicCache.invalidate('units');
      expect(await unitTitle(app)).not.toBe('Cached flat');
      expect(app.publicCache.stats.entries).toBe(0);
    } finally {
      await resumeReplay();
    }
    await waitForReplay(pair);
    // Not a stale copy for the cache's minute: the new title as soon as the replica has it, then cached.
    await expect.poll(() => unitTitle(app)).toBe('Cached flat');
    await expect.poll(async () => (await unitTitle(app)) && app.publicCache.stats.entries).toBeGreaterThan(0);
  });

  it('takes a stopped replica out of rotation at once, falls back to the primary, and takes it back', async () => {
    const app = await appWith();
    await pair.stopReplica();
    try {
      // Reads sent before the poll notices are run again on the primary: none fails.
      const statuses = await Promise.all(
        Array.from({ length: 6 }, () =>
          app.inject({ url: `/api/v1/units/${unit.id}` }).then((r) => r.statusCode),
        ),
      );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      await expect.poll(() => metric(app, 'sakan_db_replica_in_rotation')).toBe(0);
      expect(await metric(app, 'sakan_db_replica_left_rotation_total', 'reason="down"')).toBe(1);
      expect(
        logs.some((l) => l.msg.startsWith('database replica left rotation') && l.reason === 'down'),
      ).toBe(true);
      const before = await replicaReads(app);
      expect(await nightFree(app, FAR.check_in)).toBe(false);
      expect(await replicaReads(app)).toBe(before);
    } finally {
      await pair.startReplica();
    }
    await expect.poll(() => metric(app, 'sakan_db_replica_in_rotation'), { timeout: 10_000 }).toBe(1);
    expect(logs.some((l) => l.msg === 'database replica back in rotation')).toBe(true);
    const before = await replicaReads(app);
    await unitTitle(app);
    expect(await replicaReads(app)).toBe(before + 1);
  });

  it('takes a replica past the lag bound out of rotation and back once it catches up', async () => {
    const app = await appWith({ replicas: { urls: [pair.replicaUrl('sakan')], pollMs: 100, maxLagMs: 300 } });
    await expect.poll(() => metric(app, 'sakan_db_replica_in_rotation')).toBe(1);
    await pauseReplay();
    try {
      await primary.db.update(s.units).set({ titleEn: 'Lagged flat' }).where(eq(s.units.id, unit.id));
      await expect.poll(() => metric(app, 'sakan_db_replica_in_rotation')).toBe(0);
      expect(logs.some((l) => l.msg.startsWith('database replica left rotation') && l.reason === 'lag')).toBe(
        true,
      );
      // Out of rotation, its reads are the primary's.
      expect(await unitTitle(app)).toBe('Lagged flat');
    } finally {
      await resumeReplay();
    }
    await expect.poll(() => metric(app, 'sakan_db_replica_in_rotation')).toBe(1);
  });

  it('answers /metrics to the operator’s token only', async () => {
    const app = apps[0]!;
    const guest = await quickGuest(primary.db);
    const status = (authorization?: string) =>
      app
        .inject({ url: '/metrics', headers: authorization ? { authorization } : {} })
        .then((res) => res.statusCode);
    expect(await status()).toBe(401);
    expect(await status('Bearer not-the-token')).toBe(401);
    expect(await status(`Bearer ${guest.token}`)).toBe(401);
    expect(await status(`Bearer ${METRICS_TOKEN}`)).toBe(200);
  });

  it('without replicas, reads the primary, sets no cookie and has no /metrics without a token', async () => {
    const app = await appWith({ replicas: undefined, metricsToken: undefined });
    const req = { headers: {} } as Parameters<FastifyInstance['readDb']>[0];
    expect(app.readDb(req)).toBe(primary.db);
    const preview = await app.inject({
      method: 'POST',
      url: '/api/v1/units/check-availability',
      payload: { unit_id: unit.id, ...stay(30, 1), guests: 1 },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['set-cookie']).toBeUndefined();
    // No route: /metrics answers what any unknown path does (here the page fallback without a build).
    const unknown = await app.inject({ url: '/no-such-path' });
    const metrics = await app.inject({ url: '/metrics' });
    expect(metrics.statusCode).toBe(unknown.statusCode);
    expect(metrics.body).not.toContain('sakan_db');
  });
});
