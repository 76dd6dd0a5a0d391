import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgresPair, waitForReplay } from '../../server/tools/cluster/postgres';

export interface BenchPair {
  primaryUrl(name: string): string;
  replicaUrl(name: string): string;
  /** Resolves once the replica has replayed all the seeding (a million units stream for minutes). */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The `--replica` setting of `npm run bench:api`: a primary and a streaming replica of its own, made
 * with the cluster tooling (server/tools/cluster/postgres.ts) on ports 5452 and 5453, so the machine's
 * PostgreSQL (which allows no replication connection) is not touched. The primary's data is kept in
 * BENCH_PAIR_DIR between runs, so the catalogues are seeded once; the replica is copied anew each run.
 */
export async function startBenchPair(): Promise<BenchPair> {
  const keepIn = process.env.BENCH_PAIR_DIR ?? join(tmpdir(), 'sakan-bench-pair');
  console.log(`Starting a primary and a streaming replica (data kept in ${keepIn})…`);
  const started = performance.now();
  const pair = await startPostgresPair({ primaryPort: 5452, replicaPort: 5453, fast: true, keepIn });
  console.log(`  up in ${Math.round(performance.now() - started)} ms (pg_basebackup included)`);
  return {
    primaryUrl: (name) => pair.primaryUrl(name),
    replicaUrl: (name) => pair.replicaUrl(name),
    caughtUp: async () => {
      const from = performance.now();
      await waitForReplay(pair, 30 * 60_000);
      console.log(
        `  the replica has replayed everything (waited ${Math.round(performance.now() - from)} ms)`,
      );
    },
    stop: () => pair.stop(),
  };
}
