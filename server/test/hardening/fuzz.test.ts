import { describe, expect, it } from 'vitest';
import {
  operationsOf,
  fuzzOperation,
  type OpenApiDocument,
  type OperationReport,
} from '../../../tests/fuzz/fuzz';
import { startSession } from '../../modules/auth/sessions';
import { registerAccount } from '../accounts';
import { TEST_AUTH_SECRET, useTestApp } from '../test-app';

/**
 * Every operation of the published contract, fuzzed from its own schema (tests/fuzz). CI runs a short
 * pass; `npm run fuzz` runs this file with FUZZ_RUNS=1000. Goal: no 5xx, every answer in its declared
 * shape. The seed is printed so a failure can be replayed with FUZZ_SEED.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

describe('fuzzing every operation', () => {
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
      // The notifications stream answers with an open-ended event stream, not one answer to check: a
      // signed-in case would wait on it for ever. Its own tests (notifications/stream.test.ts) cover it.
      const operations = operationsOf(
        doc,
        (path) => !path.startsWith('/api/docs') && !path.endsWith('/notifications/stream'),
      );
      expect(operations.length).toBeGreaterThan(30);
      const account = await registerAccount(t.app);
      const token = async () =>
        (await startSession(t.database.db, account.userId, { secret: TEST_AUTH_SECRET })).accessToken;

      const reports: OperationReport[] = [];
      for (const [i, op] of operations.entries()) {
        reports.push(await fuzzOperation(t.app, op, { runs: RUNS, seed: SEED + i, token }));
      }
      console.log(`fuzz seed ${SEED}, ${RUNS} cases per operation`);
      console.table(
        reports.map((r) => ({
          operation: r.operation,
          cases: r.cases,
          '5xx': Object.entries(r.byStatus)
            .filter(([s]) => Number(s) >= 500)
            .reduce((n, [, c]) => n + c, 0),
          statuses: Object.entries(r.byStatus)
            .map(([s, c]) => `${s}×${c}`)
            .join(' '),
          failures: r.failures.length,
        })),
      );
      const failures = reports.flatMap((r) =>
        r.failures.slice(0, 3).map((f) => ({ operation: r.operation, ...f })),
      );
      expect(failures).toEqual([]);
      for (const r of reports) expect(r.cases).toBe(RUNS);
    },
  );
});
