/**
 * npm run bench:api [-- [--fresh] [--million] [--replica] [--workers N] [--duration 10]
 *                      [--log-level info] [--accept-encoding br] [--cpu-prof] [--database sakan_bench]]
 *
 * Load-tests the public catalogue reads against the real server (server/server.ts as a child process,
 * autocannon with 50 connections) on 100,000 units in its own database on the local PostgreSQL:
 * - the uncached mix: a new random search per request (api-mix.ts) and random unit pages across all
 *   units, with the public cache off, then on (at the hit rate the mix produces);
 * - the popular rotations the cache serves warm (the figures it must not lose);
 * - each with 1 instance and with N (`WORKERS`: N server processes on one port; default the cores, at
 *   most 8);
 * - with --million, the uncached mix again on 1,000,000 units (seeded once into <database>_1m: about
 *   10 minutes on an idle 2-core machine and 6 GB of disk), and the growth of each p99 from 100k;
 * - with --replica, everything on a PostgreSQL primary and streaming replica of its own (Debian's
 *   binaries, api-replica.ts) instead of the machine's, and the uncached mixes once more with the
 *   catalogue reads on the replica (DATABASE_REPLICA_URLS). Its primary's data is kept for the next run.
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
import { startBenchPair, type BenchPair } from './api-replica';
import { printSummary, record, type Row } from './api-report';
import { startServer } from './api-server';

const { values } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    million: { type: 'boolean', default: false },
    replica: { type: 'boolean', default: false },
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

type Setting = Pick<Row, 'size' | 'replica' | 'workers' | 'cache'>;

async function measure(url: string, setting: Setting, mix: Mix, warm: Mix, cpu: () => number | undefined) {
  await load(url, warm, { duration: WARMUP_S });
  const before = cpu();
  const result = await load(url, mix, { duration: DURATION_S });
  const after = cpu();
  const cpuUs =
    before === undefined || after === undefined
      ? undefined
      : ((after - before) * 1e6) / result.requests.total;
  const errors = result.non2xx + result.errors + result.timeouts;
  const { average: rps } = result.requests;
  const { p50, p99 } = result.latency;
  const row = { ...setting, mix: mix.name, rps: Math.round(rps), p50, p99, cpuUs, errors, goal: mix.goal };
  record({ ...row, repeats: mix.repeats() }, result);
}

async function withServer(
  dbUrl: string,
  setting: Setting & { replicaUrl?: string },
  run: (url: string, cpu: () => number | undefined) => Promise<void>,
) {
  const server = await startServer(dbUrl, {
    logLevel: values['log-level'],
    cpuProfile: values['cpu-prof'],
    workers: setting.workers,
    publicCache: setting.cache,
    replicaUrl: setting.replica ? setting.replicaUrl : undefined,
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

/** The uncached search mix and random unit pages under one setting. */
async function uncached(db: { url: string; units: number }, setting: Setting, replicaUrl?: string) {
  await withServer(db.url, { ...setting, replicaUrl }, async (url, cpu) => {
    await measure(url, setting, searchMix(1, ENCODING), searchMix(99, ENCODING), cpu);
    // Bulk slugs are bulk-1 … bulk-<n>; the demo catalogue's 150 units have other slugs.
    const bulk = db.units - DEMO_UNITS;
    await measure(url, setting, slugMix(2, bulk, ENCODING), slugMix(98, bulk, ENCODING), cpu);
  });
}

async function prepare(admin: string, name: string, units: number) {
  const db = await prepareBenchDatabase(admin, values.fresh, { name, units });
  console.log(`  ${name}: ${db.units.toLocaleString('en')} units, ${db.note}`);
  return { name, ...db };
}

async function main(pair: BenchPair | undefined): Promise<void> {
  const admin = pair?.primaryUrl('postgres') ?? ADMIN_URL;
  console.log(`Preparing the catalogues on ${pair ? 'the bench primary' : admin}…`);
  const sizes = [{ size: '100k', ...(await prepare(admin, values.database, BENCH_UNITS)) }];
  if (values.million)
    sizes.push({ size: '1M', ...(await prepare(admin, `${values.database}_1m`, 1_000_000)) });
  else console.log('  (1,000,000 units: pass --million; seeding takes about 10 minutes and 6 GB, once.)');
  console.log(`  PostgreSQL: ${await serverSettings(sizes[0]!.url)}`);
  if (pair) await pair.caughtUp();
  console.log(
    `\n${CONNECTIONS} connections, ${WARMUP_S} s warm-up (another seed) then ${DURATION_S} s measured; Accept-Encoding: ${ENCODING ?? 'identity'}; LOG_LEVEL=${values['log-level']}`,
  );
  const instances = N > 1 ? [1, N] : [1];
  for (const db of sizes) {
    await explainShapes(db.url, `${db.size} units`);
    for (const replica of pair ? [false, true] : [false])
      for (const workers of instances)
        await uncached(db, { size: db.size, replica, workers, cache: false }, pair?.replicaUrl(db.name));
    if (db.size !== '100k') continue;
    const slugs = await sampleSlugs(db.url, 1_000);
    for (const workers of instances) {
      const setting = { size: db.size, replica: false, workers, cache: true };
      await uncached(db, setting);
      await withServer(db.url, setting, async (url, cpu) => {
        for (const mix of popularMixes(slugs, ENCODING)) {
          // One pass over every key fills the cache, like a steady popular set; then measure.
          await load(url, mix, { amount: 4_000 });
          await measure(url, setting, mix, mix, cpu);
        }
      });
    }
  }
  printSummary();
}

const pair = values.replica ? await startBenchPair() : undefined;
try {
  await main(pair);
} finally {
  await pair?.stop();
}
