import { describe, expect, it } from 'vitest';
import {
  operationsOf,
  fuzzOperation,
  type OpenApiDocument,
  type OperationReport,
} from '../../../tests/fuzz/fuzz';
import { fuzzTable } from '../../../tests/fuzz/report';
import { quickAccount } from '../calendar-feeds';
import { useTestApp } from '../test-app';

/**
 * The console's operations fuzzed as an admin: fuzz.test.ts signs in as a guest, whom every console
 * route turns away at the door (403), so their input handling is only reached with a staff token.
 * Same goal: no 5xx, every answer in its declared shape. FUZZ_RUNS and FUZZ_SEED as there.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

describe('fuzzing the console as an admin', () => {
  const t = useTestApp({ workJobs: false, pressure: false });

  it(
    `answers ${RUNS} generated requests per console operation below 500`,
    { timeout: RUNS * 40 * 1000 + 60_000 },
    async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
      const operations = operationsOf(doc, (path) => path.startsWith('/api/v1/backoffice/'));
      expect(operations.length).toBeGreaterThan(20);
      const admin = await quickAccount(t.database.db, ['admin']);
      const reports: OperationReport[] = [];
      for (const [i, op] of operations.entries()) {
        reports.push(
          await fuzzOperation(t.app, op, { runs: RUNS, seed: SEED + i, token: async () => admin.token }),
        );
      }
      console.log(fuzzTable(reports, `console fuzz seed ${SEED}, ${RUNS} cases per operation`));
      const failures = reports.flatMap((r) =>
        r.failures.slice(0, 3).map((f) => ({ operation: r.operation, ...f })),
      );
      expect(failures).toEqual([]);
    },
  );
});
