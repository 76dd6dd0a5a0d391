/**
 * npm run bench:api [-- [--fresh] [--million] [--workers N] [--duration 10] [--log-level info]
 *                      [--accept-encoding br] [--cpu-prof] [--database sakan_bench]]
 *
 * Load-tests the public catalogue reads against the real server (server/server.ts as a child process,
 * autocannon with 50 connections) on 100,000 units in its own database on the local PostgreSQL:
 * - the uncached mix: a new random search per request (api-mix.ts) and random unit pages across all
 *   units, with the public cache off, then on (at the hit rate the mix produces);
 * - the popular rotations the cache serves warm (the figures it must not lose);
 * - each with 1 worker and with N (`WORKERS`, default: the cores, at most 8);
 * - with --million, the uncached mix again on 1,000,000 units (seeded once into sakan_bench_1m:
 *   about 10 minutes on an idle 2-core machine and 6 GB of disk), to show how cost grows.
 * Before loading, it EXPLAINs every search shape (api-explain.ts). Prints req/s, p50, p99 and server
 * CPU per request (robust to other load) for each, then one table. Exits 0 unless it could not run.
 */
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { defaultWorkers } from '../../server/lib/machine';
import { BENCH_DATABASE, BENCH_UNITS, prepareBenchDatabase, sampleSlugs, serverSettings } from './api-db';
import { explainShapes } from './api-explain';
import { popularMixes, searchMix, slugMix, type Mix } from './api-mix';
import { startServer } from './api-server';

const { values } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    million: { type: 'boolean', default: false },
    workers: { type: 'string', default: String(defaultWorkers()) },
    database: { type: 'string', default: BENCH_DATABASE },
    // The production default (server/config.ts), so request logging is part of what is measured.
    'log-level': { type: 'string', default: 'info' },
    duration: { type: 'string', default: '10' },
    'cpu-prof': { type: 'boolean', default: false },
    // Browsers send one ('gzip, deflate, br, zstd'); the default measures identity bodies, like curl.
    'accept-encoding': { type: 'string' },
  },
});
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(values.duration);
const WARMUP_S = 3;
const CONNECTIONS = 50;
const ENCODING = values['accept-encoding'];
const N = Number(values.workers);
/** Units of the demo catalogue (server/db/seed/catalogue.ts), under the bulk ones. */
const DEMO_UNITS = 150;

interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  cpuUs: number | undefined;
  repeats: number;
  errors: number;
  goal: Mix['goal'];
}
const table: Row[] = [];

function load(url: string, mix: Mix, run: { duration: number } | { amount: number }): Promise<Result> {
  // One counter for all connections, so together they walk the mix instead of each repeating it.
  let n = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    ...run,
    requests: [{ setupRequest: (request) => ({ ...request, ...mix.request(n++) }) }],
  });
}

async function measure(url: string, label: string, mix: Mix, warm: Mix, cpu: () => number | undefined) {
  await load(url, warm, { duration: WARMUP_S });
  const before = cpu();
  const result = await load(url, mix, { duration: DURATION_S });
  const after = cpu();
  const cpuUs =
    before === undefined || after === undefined
      ? undefined
      : ((after - before) * 1e6) / result.requests.total;
  const errors = result.non2xx + result.errors + result.timeouts;
  const row: Row = {
    label: `${label} ${mix.name}`,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs,
    repeats: mix.repeats(),
    errors,
    goal: mix.goal,
  };
  table.push(row);
  const pass = row.rps >= mix.goal.rps && row.p99 <= mix.goal.p99 && errors === 0;
  console.log(
    `  ${row.label}\n    ${row.rps.toLocaleString('en')} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms` +
      `${cpuUs === undefined ? '' : `, node CPU ${Math.round(cpuUs)} µs/req`}, repeated keys ${(row.repeats * 100).toFixed(1)} %` +
      `${errors ? `, !!!!! ${errors} NON-2XX/ERRORS (${JSON.stringify(result.statusCodeStats)})` : ''}` +
      `  [goal >= ${mix.goal.rps} req/s, p99 <= ${mix.goal.p99} ms: ${pass ? 'PASS' : 'MISS'}]`,
  );
}

async function withServer(
  dbUrl: string,
  workers: number,
  publicCache: boolean,
  run: (url: string, cpu: () => number | undefined) => Promise<void>,
) {
  const server = await startServer(dbUrl, {
    logLevel: values['log-level'],
    cpuProfile: values['cpu-prof'],
    workers,
    publicCache,
  });
  const stop = () => void server.stop().then(() => process.exit(130));
  process.once('SIGINT', stop);
  try {
    await run(server.url, () => server.cpuSeconds());
  } finally {
    process.removeListener('SIGINT', stop);
    const code = await server.stop();
    if (code !== 0 || values['cpu-prof'])
      console.log(`  (server exit code ${code}; log in ${dirname(server.logFile)})`);
  }
}

async function uncached(dbUrl: string, units: number, workers: number, cache: boolean) {
  const label = `[${units >= 1e6 ? '1M' : '100k'} ${workers}w cache ${cache ? 'on ' : 'off'}]`;
  await withServer(dbUrl, workers, cache, async (url, cpu) => {
    await measure(url, label, searchMix(1, ENCODING), searchMix(99, ENCODING), cpu);
    // Bulk slugs are bulk-1 … bulk-<n>; the demo catalogue's 150 units have other slugs.
    const bulk = units - DEMO_UNITS;
    await measure(url, label, slugMix(2, bulk, ENCODING), slugMix(98, bulk, ENCODING), cpu);
  });
}

async function main(): Promise<void> {
  console.log(`Preparing ${values.database} (${BENCH_UNITS.toLocaleString('en')} units)…`);
  const db = await prepareBenchDatabase(ADMIN_URL, values.fresh, {
    name: values.database,
    units: BENCH_UNITS,
  });
  console.log(`  ${db.units.toLocaleString('en')} units, ${db.note}`);
  console.log(`  PostgreSQL: ${await serverSettings(db.url)}`);
  await explainShapes(db.url, '100k units');
  const slugs = await sampleSlugs(db.url, 1_000);
  console.log(
    `\n${CONNECTIONS} connections, ${WARMUP_S} s warm-up (another seed) then ${DURATION_S} s measured; Accept-Encoding: ${ENCODING ?? 'identity'}; LOG_LEVEL=${values['log-level']}`,
  );
  for (const workers of N > 1 ? [1, N] : [1]) {
    await uncached(db.url, db.units, workers, false);
    await uncached(db.url, db.units, workers, true);
    await withServer(db.url, workers, true, async (url, cpu) => {
      for (const mix of popularMixes(slugs, ENCODING)) {
        const label = `[100k ${workers}w cache on ]`;
        // One pass over every key fills the cache, like a steady popular set; then measure.
        await load(url, mix, { amount: 4_000 });
        await measure(url, label, mix, mix, cpu);
      }
    });
  }
  if (values.million) {
    const big = await prepareBenchDatabase(ADMIN_URL, false, {
      name: `${values.database}_1m`,
      units: 1_000_000,
    });
    console.log(`\n${big.units.toLocaleString('en')} units in ${values.database}_1m, ${big.note}`);
    await explainShapes(big.url, '1M units');
    await uncached(big.url, big.units, N, false);
  } else {
    console.log(
      '\n(1,000,000 units: pass --million; seeding takes about 10 minutes and 6 GB of disk, once.)',
    );
  }
  console.log(
    '\nSummary (p99 goal: search mix <= 50 ms at >= 2,000 req/s; unit page <= 20 ms at >= 5,000 req/s)',
  );
  for (const row of table) {
    console.log(
      `  ${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(5)} ms  ` +
        `${row.cpuUs === undefined ? '' : `${String(Math.round(row.cpuUs)).padStart(5)} µs CPU  `}${row.label}`,
    );
  }
}

await main();
