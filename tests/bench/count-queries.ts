/**
 * Preloaded into the benchmarked server (`--import`, after tsx) when a benchmark asks for SQL counts:
 * counts every statement sent to PostgreSQL through node-postgres (each one a round trip, pool and
 * transaction clients alike, pg-boss's too) and writes the total to QUERY_COUNT_FILE on SIGUSR2, so
 * the benchmark can divide the statements of one phase by the requests it made.
 */
import { renameSync, writeFileSync } from 'node:fs';
import pg from 'pg';

let count = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  count += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

process.on('SIGUSR2', () => {
  const file = process.env.QUERY_COUNT_FILE;
  if (!file) return;
  // Renamed into place, so the benchmark never reads a half-written file.
  writeFileSync(`${file}.tmp`, String(count));
  renameSync(`${file}.tmp`, file);
});
