import { appendFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  operationsOf,
  fuzzOperation,
  type OpenApiDocument,
  type OperationReport,
} from '../../../tests/fuzz/fuzz';
import { fuzzMultipart } from '../../../tests/fuzz/multipart';
import { fuzzTable } from '../../../tests/fuzz/report';
import { fuzzStream } from '../../../tests/fuzz/stream';
import { lowerHashCostForFuzzing, restoreHashCost } from '../../modules/auth/password';
import { startSession } from '../../modules/auth/sessions';
import { registerAccount } from '../accounts';
import { quickAccount } from '../calendar-feeds';
import { TEST_AUTH_SECRET, useTestApp } from '../test-app';

/**
 * Every operation of the published contract, fuzzed from its own schema (tests/fuzz). CI runs a short
 * pass; `npm run fuzz` runs this file with FUZZ_RUNS=1000. Goal: no 5xx, every answer in its declared
 * shape. The seed is printed so a failure can be replayed with FUZZ_SEED; FUZZ_ONLY (pieces of paths, comma-separated)
 * narrows a replay to the operations it names; FUZZ_REPORT names a file for the table of figures.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const ONLY = (process.env.FUZZ_ONLY ?? '').split(',');
const chosen = (path: string) => ONLY.some((piece) => path.includes(piece));
const STREAM = '/api/v1/notifications/stream';

describe('fuzzing every operation', () => {
  // Cases test input handling, not hashing (the burst test and `npm run chaos` load the real cost).
  beforeAll(() => lowerHashCostForFuzzing(10));
  afterAll(restoreHashCost);
  const t = useTestApp({
    catalogue: true,
    // Configured, so Google sign-in is judged on its input rather than answering 503 "not set up".
    google: { clientId: 'fuzz.apps.googleusercontent.com', jwksUrl: 'http://127.0.0.1:9/certs' },
    // The fuzzer tests input, not load: a busy CI machine must not shed its requests.
    pressure: false,
  });

  it(
    `answers ${RUNS} generated requests per operation below 500, in the declared shape`,
    { timeout: RUNS * 40 * 1000 + 60_000 },
    async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
      // The notifications stream answers with an open-ended event stream, which `inject` would wait on
      // for ever: it is fuzzed over real HTTP below, reading only as far as its first event.
      const operations = operationsOf(
        doc,
        (path) => !path.startsWith('/api/docs') && path !== STREAM && chosen(path),
      );
      if (!process.env.FUZZ_ONLY) expect(operations.length).toBeGreaterThan(30);
      expect(doc.paths[STREAM]?.get).toBeDefined();
      const account = await registerAccount(t.app);
      const token = async () =>
        (await startSession(t.database.db, account.userId, { secret: TEST_AUTH_SECRET })).accessToken;
      // The console's operations are fuzzed as an admin: a guest would only ever meet their 403.
      const admin = await quickAccount(t.database.db, ['admin']);
      const adminToken = async () =>
        (await startSession(t.database.db, admin.userId, { secret: TEST_AUTH_SECRET })).accessToken;
      const tokenFor = (path: string) => (path.startsWith('/api/v1/backoffice') ? adminToken : token);

      const slugsOf = async (url: string) =>
        (await t.app.inject({ method: 'GET', url }))
          .json<{ data: { items: { slug: string }[] } }>()
          .data.items.map((i) => i.slug);
      const slugs = {
        cities: await slugsOf('/api/v1/cities'),
        categories: await slugsOf('/api/v1/categories'),
      };

      const reports: OperationReport[] = [];
      const started = Date.now();
      for (const [i, op] of operations.entries()) {
        // The listing form is multipart, which the document does not describe as a body: built apart.
        const options = { runs: RUNS, seed: SEED + i, token: tokenFor(op.path), slugs };
        reports.push(
          op.path === '/api/v1/properties'
            ? await fuzzMultipart(t.app, op, options)
            : await fuzzOperation(t.app, op, options),
        );
        // A long run's progress, readable while it goes (vitest shows a test's output at its end).
        if (process.env.FUZZ_REPORT)
          await appendFile(`${process.env.FUZZ_REPORT}.progress`, `${reports.at(-1)!.operation}\n`);
      }
      if (chosen(STREAM)) {
        const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
        reports.push(await fuzzStream(base, { runs: RUNS, seed: SEED + operations.length, token }));
      }
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      const table = fuzzTable(reports, `fuzz seed ${SEED}, ${RUNS} cases per operation, ${minutes} min`);
      console.log(table);
      if (process.env.FUZZ_REPORT) await writeFile(process.env.FUZZ_REPORT, table);
      const failures = reports.flatMap((r) =>
        r.failures.slice(0, 3).map((f) => ({ operation: r.operation, ...f })),
      );
      expect(failures).toEqual([]);
      for (const r of reports) expect(r.cases).toBe(RUNS);
    },
  );
});
