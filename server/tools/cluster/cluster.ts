import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { seedDatabase } from '../../db/seed/index';
import { startBalancer, haproxyBinary, type Balancer } from './haproxy';
import { makeInstance, type Instance } from './instances';
import { dropKeys, REDIS_URL, redisIfAnswering } from './redis';
import { postgresBinaries, startPostgresPair, waitForReplay, type PostgresPair } from './postgres';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface ClusterOptions {
  /** The primary's and the replica's ports. */
  pgPorts: [number, number];
  /** One Sakan instance per port. */
  appPorts: number[];
  lbPort: number;
  /** Run `npm run build` even when dist/ exists. */
  build?: boolean;
  log: (line: string) => void;
}

export interface Cluster {
  dir: string;
  pair: PostgresPair;
  databaseUrl: string;
  replicaUrl: string;
  instances: Instance[];
  balancer: Balancer;
  /** Where rate limits count (null: the machine's Redis did not answer, each instance counts alone). */
  redis: { url: string; prefix: string } | null;
  metricsToken: string;
  /** AUTH_SECRET of every instance, so a script can start sessions whose tokens they accept. */
  authSecret: string;
  /** GET /metrics of one instance, as text. */
  metrics(instance: Instance): Promise<string>;
  /** Stops everything it started and deletes its folder (and its Redis keys). */
  stop(): Promise<void>;
}

/**
 * A local cluster from Debian's packages and the npm ones: a PostgreSQL primary and a streaming
 * replica (tools/cluster/postgres.ts), the machine's Redis when it answers, N Sakan instances on the
 * built app (migrated and seeded once, here, before they start), HAProxy in front. Whatever started is
 * undone in reverse if a later step fails, and by `stop()`.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { log } = options;
  // Both checked before anything starts, so a missing package costs no half-made cluster.
  postgresBinaries();
  haproxyBinary();
  const undo: (() => Promise<void> | void)[] = [];
  const teardown = async () => {
    for (const step of undo.reverse().splice(0)) await Promise.resolve(step()).catch(() => undefined);
  };
  try {
    const dir = mkdtempSync(join(tmpdir(), 'sakan-cluster-'));
    undo.push(() => rmSync(dir, { recursive: true, force: true }));

    if (options.build || !existsSync(join(ROOT, 'dist', 'ssr', 'entry-server.js'))) {
      log('Building the app (npm run build)…');
      execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    }

    log(`PostgreSQL: primary on ${options.pgPorts[0]}, replica (pg_basebackup) on ${options.pgPorts[1]}…`);
    const pair = await startPostgresPair({
      primaryPort: options.pgPorts[0],
      replicaPort: options.pgPorts[1],
    });
    undo.push(() => pair.stop());
    const admin = new pg.Client({ connectionString: pair.primaryUrl() });
    await admin.connect();
    await admin.query('create database sakan');
    await admin.end();
    const databaseUrl = pair.primaryUrl('sakan');
    const replicaUrl = pair.replicaUrl('sakan');

    const authSecret = randomBytes(36).toString('base64url');
    log('Migrating and seeding the demo content once…');
    const { db, pool } = connectDatabase(databaseUrl, () => {}, 2);
    try {
      await migrateDatabase(pool);
      await seedDatabase(db, { authSecret: new TextEncoder().encode(authSecret) });
    } finally {
      await pool.end();
    }
    await waitForReplay(pair, 60_000);

    const redis = await redisIfAnswering();
    if (redis) undo.push(() => dropKeys(redis.url, redis.prefix));
    else log(`Redis did not answer on ${REDIS_URL}: each instance counts its rate limits alone.`);

    const metricsToken = randomBytes(18).toString('base64url');
    const env = {
      DATABASE_URL: databaseUrl,
      DATABASE_REPLICA_URLS: replicaUrl,
      AUTH_SECRET: authSecret,
      METRICS_TOKEN: metricsToken,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${options.lbPort}`,
      DIST_DIR: join(ROOT, 'dist'),
      PHOTOS_PREGENERATE: 'false',
      LOG_LEVEL: 'info',
      ...(redis ? { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix } : {}),
    };
    const instances = options.appPorts.map((port, i) =>
      makeInstance(`sakan-${String.fromCharCode(97 + i)}`, port, dir, env, log),
    );
    undo.push(() => Promise.all(instances.map((instance) => instance.stop('SIGTERM'))).then(() => undefined));
    log(`Sakan: ${instances.length} instances on ${options.appPorts.join(', ')}…`);
    await Promise.all(instances.map((instance) => instance.start()));

    const balancer = await startBalancer({
      dir,
      port: options.lbPort,
      servers: instances.map((instance) => ({ name: instance.name, port: instance.port })),
    });
    undo.push(() => balancer.stop());

    return {
      dir,
      pair,
      databaseUrl,
      replicaUrl,
      instances,
      balancer,
      redis,
      metricsToken,
      authSecret,
      metrics: (instance) =>
        fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } }).then(
          (res) => res.text(),
        ),
      stop: teardown,
    };
  } catch (error) {
    await teardown();
    throw error;
  }
}

/**
 * Stops the cluster and exits on Ctrl-C, SIGTERM or an uncaught error, so nothing it started outlives
 * the script. Returns the function that removes these handlers (for a script that stops it itself).
 */
export function stopOnExit(cluster: Cluster, onStopped: () => void = () => {}): () => void {
  let stopping = false;
  const stop = (why: string, code: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${why}: stopping HAProxy, the instances, PostgreSQL…`);
    void cluster
      .stop()
      .then(onStopped)
      .finally(() => process.exit(code));
  };
  const onSignal = (signal: NodeJS.Signals) => stop(signal, signal === 'SIGINT' ? 0 : 143);
  const onError = (error: unknown) => {
    console.error(error);
    stop('Uncaught error', 1);
  };
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
  process.on('uncaughtException', onError).on('unhandledRejection', onError);
  return () => {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    process.off('uncaughtException', onError).off('unhandledRejection', onError);
  };
}
