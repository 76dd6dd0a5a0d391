/**
 * npm run bench:api [-- [--fresh] [--log-level warn] [--duration 10] [--accept-encoding br] [--cpu-prof]]
 *
 * Load-tests the two hottest public reads against the real server on 100,000 units: the unit page by
 * slug and a typical listing filter. Prepares sakan_bench on the local PostgreSQL (reused when already
 * seeded; --fresh reseeds), boots server/server.ts as a child process, runs autocannon with 50
 * connections, prints req/s, p99 and failures against the goals, then EXPLAINs the filter's SQL.
 * Always exits 0 unless it could not run: it is a measurement, not a test.
 */
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type RequestParams, type Result } from 'autocannon';
import type { Locale } from '../../contract/common';
import { BENCH_DATABASE, prepareBenchDatabase, sampleSlugs } from './api-db';
import { explainFilter } from './api-explain';
import { startServer, type RunningServer } from './api-server';

const { values } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
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
const SLUG_COUNT = 1_000;

/** What the client sends (src/lib/api-client.ts), in the combinations a real audience mixes. */
const AUDIENCES: { locale: Locale; currency: string }[] = [
  { locale: 'en', currency: 'SAR' },
  { locale: 'ar', currency: 'SAR' },
  { locale: 'en', currency: 'USD' },
  { locale: 'ar', currency: 'AED' },
];
const ACCEPT_ENCODING = values['accept-encoding'];
const headersFor = ({ locale, currency }: (typeof AUDIENCES)[number]): Record<string, string> => ({
  accept: 'application/json',
  'accept-language': locale,
  'device-type': 'website',
  currency,
  ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
});

interface Endpoint {
  name: string;
  /** Distinct (path, language, currency) combinations the rotation walks through. */
  keys: number;
  goal: { rps: number; p99: number };
  /** The n-th request's path and headers; rotating over keys so no single cached answer is measured. */
  request(n: number): RequestParams;
}

function isoDay(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** The listing as the client asks for it (src/features/units/api/get-units.ts): page 1, 12 a page. */
const FILTERS = ['riyadh', 'jeddah', 'dubai', 'cairo', 'abha'].flatMap((city, c) =>
  [7, 21, 45].map((start, d) => {
    const query = new URLSearchParams({
      city,
      check_in: isoDay(start),
      check_out: isoDay(start + 3),
      guests: String(2 + ((c + d) % 3)),
      page: '1',
      per_page: '12',
    });
    return query.toString();
  }),
);

function endpoints(slugs: string[]): Endpoint[] {
  const audience = (n: number) => AUDIENCES[n % AUDIENCES.length]!;
  return [
    {
      name: `GET /units/show-by-slug/:slug (${slugs.length} slugs x ${AUDIENCES.length} lang/currency)`,
      keys: slugs.length * AUDIENCES.length,
      goal: { rps: 8_000, p99: 15 },
      request: (n) => ({
        path: `/api/v1/units/show-by-slug/${slugs[Math.floor(n / AUDIENCES.length) % slugs.length]}`,
        headers: headersFor(audience(n)),
      }),
    },
    {
      name: `GET /units/filter?city&check_in&check_out&guests (${FILTERS.length} queries x ${AUDIENCES.length})`,
      keys: FILTERS.length * AUDIENCES.length,
      goal: { rps: 5_000, p99: 25 },
      request: (n) => ({
        path: `/api/v1/units/filter?${FILTERS[Math.floor(n / AUDIENCES.length) % FILTERS.length]}`,
        headers: headersFor(audience(n)),
      }),
    },
  ];
}

async function load(url: string, endpoint: Endpoint, run: { duration: number } | { amount: number }) {
  // One counter for all connections, so together they walk the key set instead of each repeating it.
  let n = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    ...run,
    requests: [{ setupRequest: (request) => ({ ...request, ...endpoint.request(n++) }) }],
  });
}

function report(endpoint: Endpoint, result: Result, cpuSeconds: number | undefined): void {
  const rps = Math.round(result.requests.average);
  const p99 = result.latency.p99;
  const pass = rps >= endpoint.goal.rps && p99 <= endpoint.goal.p99 && result.non2xx === 0;
  console.log(`\n${endpoint.name}`);
  console.log(
    `  req/s (average)  ${rps.toLocaleString('en')}   goal >= ${endpoint.goal.rps.toLocaleString('en')}`,
  );
  console.log(`  p99 latency      ${p99} ms   goal <= ${endpoint.goal.p99} ms`);
  console.log(`  p50 / p90        ${result.latency.p50} / ${result.latency.p90} ms`);
  console.log(`  requests         ${result.requests.total.toLocaleString('en')} in ${result.duration} s`);
  if (cpuSeconds !== undefined) {
    // Robust to other load on the machine: what one request costs the server, whatever else runs.
    const perRequest = (cpuSeconds * 1e6) / result.requests.total;
    console.log(
      `  server CPU       ${Math.round(perRequest)} µs a request (${cpuSeconds.toFixed(1)} s in all)`,
    );
  }
  console.log(`  non-2xx          ${result.non2xx}   errors ${result.errors}   timeouts ${result.timeouts}`);
  if (result.non2xx > 0 || result.errors > 0) {
    const codes = Object.entries(result.statusCodeStats).map(([code, { count }]) => `${code}: ${count}`);
    console.log(
      `  !!!!! ${result.non2xx} NON-2XX ANSWERS, ${result.errors} ERRORS (${codes.join(', ')}) !!!!!`,
    );
  }
  console.log(`  ${pass ? 'PASS' : 'MISS'}`);
}

async function main(): Promise<void> {
  console.log(`Preparing ${BENCH_DATABASE}…`);
  const database = await prepareBenchDatabase(ADMIN_URL, values.fresh);
  console.log(`  ${database.units.toLocaleString('en')} units, ${database.note}`);
  const slugs = await sampleSlugs(database.url, SLUG_COUNT);

  let server: RunningServer | undefined;
  const stopOnSignal = () => void server?.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  try {
    server = await startServer(database.url, {
      logLevel: values['log-level'],
      cpuProfile: values['cpu-prof'],
    });
    console.log(`Server at ${server.url} (LOG_LEVEL=${values['log-level']}, log: ${server.logFile})`);
    console.log(`Accept-Encoding: ${ACCEPT_ENCODING ?? '(none: identity bodies)'}`);
    console.log(
      `${CONNECTIONS} connections; per endpoint one pass over every key and ${WARMUP_S} s of warm-up, then ${DURATION_S} s measured.`,
    );
    for (const endpoint of endpoints(slugs)) {
      // The first request for each key is a cache miss; a steady popular set is served warm.
      const warm = await load(server.url, endpoint, { amount: endpoint.keys });
      const rps = Math.round(warm.requests.total / warm.duration);
      console.log(`\n(warm-up: ${endpoint.keys} keys once each, ${rps} req/s, p99 ${warm.latency.p99} ms)`);
      if (warm.non2xx > 0) console.log(`  !!!!! ${warm.non2xx} NON-2XX ANSWERS DURING WARM-UP !!!!!`);
      await load(server.url, endpoint, { duration: WARMUP_S });
      const cpuBefore = server.cpuSeconds();
      const result = await load(server.url, endpoint, { duration: DURATION_S });
      const cpuAfter = server.cpuSeconds();
      report(endpoint, result, cpuBefore === undefined ? undefined : (cpuAfter ?? cpuBefore) - cpuBefore);
    }
  } finally {
    const code = await server?.stop();
    const kept = code !== 0 || values['cpu-prof'];
    if (server)
      console.log(
        `\nServer stopped (exit code ${code})${kept ? `; its log and profile are in ${dirname(server.logFile)}` : ''}.`,
      );
  }
  await explainFilter(database.url, FILTERS[0]!, 'en');
}

await main();
