import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';
import { connectDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/index';
import { poolMaxPerProcess } from '../lib/machine';
import { loadAuthSecret } from './auth-secret';
import type { Lifecycle } from './lifecycle';
import { databaseUrlFor, startServer } from './start';

/** A worker that dies this soon after it was forked is crashing at boot: wait before the next one. */
const CRASH_WINDOW_MS = 10_000;
const RESPAWN_DELAY_MS = 1_000;
/** Sent by the primary over IPC: close like on SIGTERM (drain, end the pool) and exit. */
const SHUTDOWN = 'sakan:shutdown';

/**
 * The primary of `WORKERS` > 1: it owns the database (starts the embedded PostgreSQL once, behind the
 * data-folder lock, or uses DATABASE_URL), migrates and seeds once, then forks the workers, which all
 * listen on one port (node:cluster hands each new connection to a worker in turn). A worker that dies
 * is replaced while the others keep answering. On shutdown the workers drain first, then PostgreSQL
 * stops, as with one process.
 */
export async function startPrimary(config: Config, lifecycle: Lifecycle, workers: number): Promise<void> {
  const databaseUrl = await databaseUrlFor(config, lifecycle, workers);
  // Made here once, so workers starting together read one key instead of racing to write it; the
  // seed seals the demo admin's second-factor secret with it.
  const authSecret = loadAuthSecret(config);
  const { db, pool } = connectDatabase(databaseUrl, () => {}, 2);
  try {
    await migrateDatabase(pool);
    if (await seedDatabase(db, { authSecret })) console.log('Seeded the demo content (first run).');
  } finally {
    await pool.end();
  }

  const env = { DATABASE_URL: databaseUrl, SAKAN_PREPARED: '1', WORKERS: String(workers) };
  const born = new Map<Worker, number>();
  const fork = (index: number) => {
    // Only the first worker draws photos in the background: one core's worth, as with one process.
    const worker = cluster.fork({ ...env, SAKAN_WORKER_INDEX: String(index) });
    born.set(worker, Date.now());
    worker.once('listening', () => console.log(`Sakan: worker ${worker.process.pid} started.`));
    worker.on('exit', (code, signal) => {
      const age = Date.now() - (born.get(worker) ?? 0);
      born.delete(worker);
      if (lifecycle.isClosing) return;
      console.warn(`Worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another.`);
      if (age < CRASH_WINDOW_MS) setTimeout(() => !lifecycle.isClosing && fork(index), RESPAWN_DELAY_MS);
      else fork(index);
    });
  };
  for (let index = 0; index < workers; index++) fork(index);
  console.log(`Sakan: ${workers} worker processes on port ${config.PORT} (WORKERS).`);

  lifecycle.defer('stop workers', () =>
    Promise.all(
      [...born.keys()].map(
        (worker) =>
          new Promise<void>((done) => {
            if (worker.isDead()) return done();
            worker.once('exit', () => done());
            try {
              worker.send(SHUTDOWN);
            } catch {
              worker.kill('SIGTERM'); // Its IPC channel is gone: a signal still reaches it.
            }
          }),
      ),
    ),
  );
}

/** A worker: the one-process server on the primary's database, without migrating or seeding again. */
export async function startWorker(config: Config, lifecycle: Lifecycle): Promise<void> {
  process.on('message', (message) => {
    // A Ctrl+C reaches the workers too; they are then closing already, and a second signal means "now".
    if (message === SHUTDOWN && !lifecycle.isClosing) process.kill(process.pid, 'SIGTERM');
  });
  const workers = config.WORKERS ?? 1;
  const first = process.env.SAKAN_WORKER_INDEX === '0';
  await startServer(config, lifecycle, {
    prepared: process.env.SAKAN_PREPARED === '1',
    pregeneratePhotos: first && config.PHOTOS_PREGENERATE,
    poolMax: poolMaxPerProcess(workers),
  });
}

export const isClusterWorker = () => cluster.isWorker;
