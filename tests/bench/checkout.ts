/**
 * npm run bench:checkout [-- [--units 100000] [--fresh] [--duration 10] [--races 20] [--log-level info]
 *                           [--connections 50] [--cpu-prof]]
 *
 * Checkout under load against the real server (a child process, as `npm run serve` runs it) on its
 * own database, sakan_bench_checkout, seeded with --units units (default 10,000; pass --units 100000
 * for the issue's full size, about 20 s more to seed):
 *   1. throughput: autocannon, --connections (default 50), every request a new hold on a different unit or dates
 *      (POST /api/v1/checkout with its quote's fingerprint and an Idempotency-Key), req/s and p99;
 *   2. the same-unit race: --races rounds of 50 parallel checkouts of the same nights, which must give
 *      exactly one hold and 49 translated 409s each;
 *   3. overlaps: a self-join over every live reservation, which must find none.
 * Beside the timings, which a busy host stretches, it prints what load does not change: the server's
 * CPU time per hold and the SQL statements (round trips) per hold, counted in the server process.
 * It is a measurement: it exits 0 unless it could not run.
 */
import { randomUUID } from 'node:crypto';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { connectDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { insertBulkUnits } from '../../server/db/seed/bulk';
import { seedDatabase } from '../../server/db/seed/index';
import { startSession } from '../../server/modules/auth/sessions';
import { fingerprintOf, priceStay } from '../../server/modules/checkout/pricing';
import { startServer } from './api-server';

const { values } = parseArgs({
  options: {
    units: { type: 'string', default: '10000' },
    fresh: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    races: { type: 'string', default: '20' },
    // Open connections of the throughput run: fewer trade throughput for latency on a small host.
    connections: { type: 'string', default: '50' },
    'log-level': { type: 'string', default: 'info' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'sakan_bench_checkout';
const UNITS = Number(values.units);
const DURATION_S = Number(values.duration);
const RACES = Number(values.races);
const CONNECTIONS = Number(values.connections);
const GOAL = { rps: 500, p99: 50 };
const SECRET = 'bench-checkout-secret-0123456789abcdef-0123456789';
/**
 * Days from a year ahead: past the seeded calendars (blocked stretches and price overrides end within
 * months), so every stay is priced at the base and bookable, and inside the two-year booking window.
 */
const FIRST = Date.parse(new Date().toISOString().slice(0, 10)) + 365 * 86_400_000;
const day = (offset: number) => new Date(FIRST + offset * 86_400_000).toISOString().slice(0, 10);

async function prepare(): Promise<string> {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount;
  if (values.fresh || !exists) {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
  }
  await admin.end();
  const { db, pool } = connectDatabase(url.toString());
  try {
    await migrateDatabase(pool);
    await seedDatabase(db);
    const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from units');
    const have = rows[0]?.n ?? 0;
    if (have < UNITS) {
      const started = performance.now();
      await insertBulkUnits(pool, UNITS - have);
      await pool.query('vacuum (analyze)');
      console.log(`seeded ${UNITS - have} units in ${Math.round(performance.now() - started)} ms`);
    }
    // Each run starts with no stays (TRUNCATE skips the ledger's append-only row trigger).
    await pool.query(
      'truncate reservations, payments, promo_redemptions, coin_entries, webhook_events, idempotency_keys cascade',
    );
    return url.toString();
  } finally {
    await pool.end();
  }
}

/** Bodies for every (unit, window): the fingerprint comes from the server's own engine, priced far ahead (no overrides). */
async function stays(url: string, tokens: string[]) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const { rows } = await pool.query<{ id: number; base: number; fee: number }>(
    `select id, base_price_minor as base, cleaning_fee_minor as fee from units where min_nights = 1 order by id limit $1`,
    [UNITS],
  );
  await pool.end();
  return {
    count: rows.length,
    /** The n-th request: unit n mod units, in the n ÷ units-th 2-night window. */
    at(n: number): { body: string; token: string } {
      const unit = rows[n % rows.length]!;
      const window = Math.floor(n / rows.length);
      const checkIn = day(window * 3);
      const checkOut = day(2 + window * 3);
      const price = priceStay({
        nights: [checkIn, day(1 + window * 3)].map((date) => ({
          date,
          priceMinor: unit.base,
          rule: 'base' as const,
          season: null,
        })),
        extras: [],
        cleaningFeeMinor: unit.fee,
      });
      const body = {
        unit_id: unit.id,
        check_in: checkIn,
        check_out: checkOut,
        guests: 1,
        quote_fingerprint: fingerprintOf({ unitId: unit.id, guests: 1 }, price),
        guest: { name: 'Bench Guest', email: 'bench@example.com', phone: '+966500000099' },
      };
      return { body: JSON.stringify(body), token: tokens[n % tokens.length]! };
    },
  };
}

async function guests(url: string, count: number): Promise<string[]> {
  const { db, pool } = connectDatabase(url);
  const secret = new TextEncoder().encode(SECRET);
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { rows } = await pool.query<{ id: string }>(
      `insert into users (email, name, phone, type, account_ready) values ($1, 'Bench Guest', '+966500000099', 'email', true) returning id`,
      [`bench.${randomUUID()}@example.com`],
    );
    tokens.push((await startSession(db, rows[0]!.id, { secret })).accessToken);
  }
  await pool.end();
  return tokens;
}

const headers = (token: string, lang = 'en') => ({
  'content-type': 'application/json',
  accept: 'application/json',
  'accept-language': lang,
  authorization: `Bearer ${token}`,
  'idempotency-key': randomUUID(),
});

async function main() {
  console.log(
    `bench:checkout — ${UNITS.toLocaleString('en')} units, ${DURATION_S} s, ${CONNECTIONS} connections\n`,
  );
  const url = await prepare();
  const tokens = await guests(url, CONNECTIONS);
  const plan = await stays(url, tokens);
  process.env.AUTH_SECRET = SECRET;
  const server = await startServer(url, {
    logLevel: values['log-level'] ?? 'info',
    cpuProfile: values['cpu-prof'] ?? false,
    workers: 1,
    publicCache: true,
    countQueries: true,
  });
  try {
    // Warm-up: the first requests compile schemas and fill the pool.
    let n = 0;
    for (let i = 0; i < 50; i += 1) {
      const s = plan.at(n++);
      await fetch(`${server.url}/api/v1/checkout`, {
        method: 'POST',
        headers: headers(s.token),
        body: s.body,
      });
    }
    const cpuBefore = server.cpuSeconds();
    const queriesBefore = await server.queries();
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          setupRequest: (request) => {
            const s = plan.at(n++);
            return {
              ...request,
              method: 'POST',
              path: '/api/v1/checkout',
              headers: headers(s.token),
              body: s.body,
            };
          },
        },
      ],
    });
    const created = result.statusCodeStats['201']?.count ?? 0;
    const rps = Math.round(created / result.duration);
    console.log('1. checkout on distinct units (each request a new hold)');
    console.log(`  holds/s          ${rps}   goal >= ${GOAL.rps}   ${rps >= GOAL.rps ? 'ok' : 'BELOW GOAL'}`);
    console.log(
      `  p99 latency      ${result.latency.p99} ms   goal <= ${GOAL.p99} ms   ${result.latency.p99 <= GOAL.p99 ? 'ok' : 'ABOVE GOAL'}`,
    );
    console.log(`  p50 / p90        ${result.latency.p50} / ${result.latency.p90} ms`);
    console.log(
      `  requests         ${result.requests.total} (${Object.entries(result.statusCodeStats)
        .map(([code, stat]) => `${code}: ${stat.count}`)
        .join(', ')}, errors: ${result.errors})`,
    );
    const perHold = (total: number | undefined, before: number | undefined, holds: number) =>
      total === undefined || before === undefined || holds === 0
        ? 'n/a'
        : ((total - before) / holds).toFixed(2);
    console.log(`  server CPU       ${perHold(server.cpuSeconds(), cpuBefore, created / 1000)} ms per hold`);
    console.log(`  SQL statements   ${perHold(await server.queries(), queriesBefore, created)} per hold`);

    console.log(`\n2. the same-unit race: ${RACES} rounds of 50 parallel checkouts of the same nights`);
    let exact = 0;
    let fives = 0;
    const raceCpu = server.cpuSeconds();
    const raceQueries = await server.queries();
    const raceLatencies: number[] = [];
    for (let round = 0; round < RACES; round += 1) {
      const s = plan.at(n + round * plan.count);
      const started = performance.now();
      const answers = await Promise.all(
        tokens.map((token, i) =>
          fetch(`${server.url}/api/v1/checkout`, {
            method: 'POST',
            headers: headers(token, i % 2 ? 'ar' : 'en'),
            body: s.body,
          }).then((res) => res.status),
        ),
      );
      raceLatencies.push(performance.now() - started);
      if (answers.filter((c) => c === 201).length === 1 && answers.filter((c) => c === 409).length === 49)
        exact += 1;
      fives += answers.filter((c) => c >= 500).length;
    }
    raceLatencies.sort((a, b) => a - b);
    console.log(`  rounds with exactly 1 hold and 49 × 409   ${exact} / ${RACES}`);
    console.log(`  5xx answers                               ${fives}`);
    console.log(
      `  a round (50 requests), median             ${Math.round(raceLatencies[Math.floor(RACES / 2)] ?? 0)} ms`,
    );
    const requests = RACES * tokens.length;
    console.log(
      `  per request: server CPU ${perHold(server.cpuSeconds(), raceCpu, requests / 1000)} ms, SQL statements ${perHold(await server.queries(), raceQueries, requests)}`,
    );

    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rows } = await check.query<{ live: number; overlaps: number }>(`
      select (select count(*)::int from reservations where status in ('pending_payment', 'confirmed')) as live,
             (select count(*)::int from reservations a join reservations b
                on a.unit_id = b.unit_id and a.id < b.id and a.stay && b.stay
              where a.status in ('pending_payment', 'confirmed') and b.status in ('pending_payment', 'confirmed')) as overlaps`);
    await check.end();
    console.log(`\n3. live reservations ${rows[0]?.live}, overlapping pairs ${rows[0]?.overlaps} (goal 0)`);
  } finally {
    await server.stop();
    if (values['cpu-prof']) console.log(`\n(CPU profile in ${dirname(server.logFile)})`);
  }
}

await main();
