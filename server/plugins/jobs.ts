import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** A job's handler; it runs on whichever server instance takes the job first. */
export type JobHandler<T extends object> = (data: T) => Promise<void>;

export interface Jobs {
  /**
   * Queues a job (after the write that asks for it has committed). Handlers must be idempotent: a job
   * may run twice if an instance dies mid-way, and a periodic sweep is the safety net for a lost send.
   */
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<void>;
  /** Runs `handler` for each job of the queue; registered before the app is ready. */
  work<T extends object>(name: string, handler: JobHandler<T>): void;
  /** Sends `name` on a cron schedule (UTC); several instances share one schedule. */
  schedule(name: string, cron: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsOptions {
  db: Database;
  /** Take jobs in this process (default true). Off, jobs are only queued, e.g. in a test that runs them by hand. */
  work?: boolean;
}

// drizzle's node-postgres instance keeps its pool as $client; the Database type leaves it out so
// that transactions fit the same type.
const poolOf = (db: Database) => (db as Database & { $client: Pool }).$client;

/** pg-boss runs its SQL on the app's own pool, so it needs no connection settings of its own. */
function adapter(db: Database): PgBoss.Db {
  const pool = poolOf(db);
  return {
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      return { rows: result.rows };
    },
  };
}

/**
 * Several server processes (WORKERS, or instances) start at once and each creates the queues it uses:
 * pg-boss's create_queue adds a partition and a foreign key, and two of them at once can deadlock.
 * A session advisory lock makes the processes take turns; the key is any constant of our own.
 */
const QUEUE_SETUP_LOCK = 7_311_842_015;
async function takingTurns<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const client = await poolOf(db).connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** A start that failed (the database down or busy) is tried again this often, until it works. */
const RETRY_START_MS = 5_000;

/**
 * Background work on a PostgreSQL job queue (pg-boss) in the app's own database, so every server
 * instance shares one queue: hold expiry, reminders, mail. Timers in a process would run once per
 * instance and be lost on a restart; a queued job survives both.
 */
export const jobsPlugin = fp<JobsOptions>(
  async (app, { db, work = true }) => {
    const boss = new PgBoss({ db: adapter(db), schema: 'pgboss', supervise: true, schedule: work });
    boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
    const queues = new Set<string>();
    const handlers: [string, JobHandler<object>][] = [];
    const schedules: [string, string][] = [];

    const working = new Set<string>();
    let retry: NodeJS.Timeout | undefined;
    let closing = false;

    // Every step may run again after a failed try: queues and schedules are upserts, and a
    // queue's handler is registered once.
    const startQueue = async () => {
      await boss.start();
      await takingTurns(db, async () => {
        for (const name of queues) await boss.createQueue(name);
        if (work) for (const [name, cron] of schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      });
      if (!work) return;
      for (const [name, handler] of handlers) {
        if (working.has(name)) continue;
        await boss.work<object>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
          for (const job of jobs) await handler(job.data);
        });
        working.add(name);
      }
    };
    const tryStart = async () => {
      try {
        await startQueue();
      } catch (err) {
        // A database that is down at start must not keep the app from answering (health says 503);
        // jobs sent meanwhile fail, and the periodic sweeps catch up once the queue runs.
        app.log.error({ err }, 'the job queue could not start; trying again shortly');
        if (!closing) retry = setTimeout(() => void tryStart(), RETRY_START_MS).unref();
      }
    };

    app.decorate('jobs', {
      async send(name, data, options = {}) {
        await boss.send(name, data, options);
      },
      work(name, handler) {
        queues.add(name);
        handlers.push([name, handler as JobHandler<object>]);
      },
      schedule(name, cron) {
        queues.add(name);
        schedules.push([name, cron]);
      },
    } satisfies Jobs);

    app.addHook('onReady', tryStart);
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    });
  },
  { name: 'sakan-jobs' },
);
