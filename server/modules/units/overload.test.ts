import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { buildApp } from '../../app';
import * as schema from '../../db/schema/index';
import { seedDatabase } from '../../db/seed/index';
import { createTestDatabase, type TestDatabase } from '../../test/database';

/**
 * Overload as the server meets it: the database has no connection to give. The catalogue reads must
 * then shed the request (503 with Retry-After, in the caller's language, like @fastify/under-pressure)
 * rather than report a fault (500), whether the pool's own wait ran out or PostgreSQL refused the
 * connection (too many clients: its max_connections, or a role's or database's limit).
 */
const URLS = [
  '/api/v1/units/filter?city=riyadh&guests=2&check_in=2099-01-10&check_out=2099-01-12',
  '/api/v1/units/filter?amenities=wifi,kitchen&sort=price_asc',
  '/api/v1/units/show-by-slug/riyadh-villa-011',
];

function expectShed(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  const body = AnyEnvelope.parse(res.json());
  expect(body.meta.error_code).toBe('UNAVAILABLE');
  expect(body.data.message).toBe('الضغط علينا كبير الآن. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.');
}

describe('catalogue reads when the database has no connection to give', () => {
  let database: TestDatabase;
  // A login that may open no connection at all: PostgreSQL answers "too many connections" (53300).
  const role = `sakan_t_full_${randomBytes(4).toString('hex')}`;
  let refusing: { pool: pg.Pool; app: FastifyInstance };
  // One connection and a short wait, so holding that connection is an overload in miniature.
  let tiny: { pool: pg.Pool; app: FastifyInstance };

  const appOn = async (url: string, max: number) => {
    const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 200 });
    const app = buildApp({ db: drizzle({ client: pool, schema }), pressure: false, workJobs: false });
    await app.ready();
    return { pool, app };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { catalogue: true });
    await database.pool.query(`create role ${role} login connection limit 0`);
    await database.pool.query(`grant select on all tables in schema public to ${role}`);
    const url = new URL(database.url);
    url.username = role;
    refusing = await appOn(url.toString(), 2);
    tiny = await appOn(database.url, 1);
  });

  afterAll(async () => {
    for (const { app, pool } of [refusing, tiny]) {
      await app?.close();
      await pool?.end();
    }
    await database.pool.query(`revoke all on all tables in schema public from ${role}`);
    await database.pool.query(`drop role ${role}`);
    await database.drop();
  });

  it.each(URLS)('answers 503 when PostgreSQL refuses the connection: %s', async (url) => {
    expectShed(await refusing.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ar' } }));
  });

  it.each(URLS)('answers 503 when the wait for a pooled connection runs out: %s', async (url) => {
    const held = await tiny.pool.connect();
    try {
      expectShed(await tiny.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ar' } }));
    } finally {
      held.release();
    }
  });

  it('answers normally once a connection is free again', async () => {
    expect((await tiny.app.inject({ method: 'GET', url: URLS[0]! })).statusCode).toBe(200);
  });
});
