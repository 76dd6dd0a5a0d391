import type { Result } from 'autocannon';
import type { Mix } from './api-mix';

/** One measured load: what `npm run bench:api` prints per line and in its summary. */
export interface Row {
  label: string;
  /** What the row compares on: catalogue size, replica or not, instances, cache, mix. */
  size: string;
  replica: boolean;
  workers: number;
  cache: boolean;
  mix: string;
  rps: number;
  p50: number;
  p99: number;
  cpuUs: number | undefined;
  repeats: number;
  errors: number;
  goal: Mix['goal'];
}

export const table: Row[] = [];

export function record(row: Omit<Row, 'label'>, result: Result): void {
  const label = `[${row.size} ${row.workers}w cache ${row.cache ? 'on ' : 'off'}${row.replica ? ' replica' : ''}] ${row.mix}`;
  const full = { ...row, label };
  table.push(full);
  const pass = row.rps >= row.goal.rps && row.p99 <= row.goal.p99 && row.errors === 0;
  console.log(
    `  ${label}\n    ${row.rps.toLocaleString('en')} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms` +
      `${row.cpuUs === undefined ? '' : `, node CPU ${Math.round(row.cpuUs)} µs/req`}, repeated keys ${(row.repeats * 100).toFixed(1)} %` +
      `${row.errors ? `, !!!!! ${row.errors} NON-2XX/ERRORS (${JSON.stringify(result.statusCodeStats)})` : ''}` +
      `  [goal >= ${row.goal.rps} req/s, p99 <= ${row.goal.p99} ms: ${pass ? 'PASS' : 'MISS'}]`,
  );
}

export function printSummary(): void {
  console.log(
    '\nSummary (p99 goal: search mix <= 50 ms at >= 2,000 req/s; unit page <= 20 ms at >= 5,000 req/s)',
  );
  for (const row of table) {
    console.log(
      `  ${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(5)} ms  ` +
        `${row.cpuUs === undefined ? '' : `${String(Math.round(row.cpuUs)).padStart(5)} µs CPU  `}${row.label}`,
    );
  }
  printGrowth();
}

/**
 * The million-unit goal (issue 34): for each uncached mix, replica setting and instance count, the
 * 1M p99 over the 100k p99 (at most 2).
 */
function printGrowth(): void {
  const big = table.filter((row) => row.size === '1M');
  if (big.length === 0) return;
  console.log('\nGrowth from 100,000 to 1,000,000 units, uncached (goal: 1M p99 <= 2 x 100k p99)');
  for (const row of big) {
    const base = table.find(
      (other) =>
        other.size === '100k' &&
        !other.cache &&
        other.replica === row.replica &&
        other.workers === row.workers &&
        other.mix.split(',')[0] === row.mix.split(',')[0],
    );
    if (!base) continue;
    const ratio = row.p99 / Math.max(1, base.p99);
    console.log(
      `  ${ratio.toFixed(2).padStart(5)} x  p99 ${base.p99} -> ${row.p99} ms, req/s ${base.rps} -> ${row.rps}  ` +
        `${row.workers} instance(s)${row.replica ? ', replica' : ''}: ${row.mix.split(',')[0]}` +
        `${ratio <= 2 ? '' : '  !!!!! MORE THAN TWICE'}`,
    );
  }
}
