import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connectDatabase } from '../../server/db/client';
import * as s from '../../server/db/schema/index';
import { startSession } from '../../server/modules/auth/sessions';
import { startCluster, stopOnExit, type Cluster } from '../../server/tools/cluster/cluster';
import type { Instance } from '../../server/tools/cluster/instances';
import { startLoad } from './cluster-load';
import { report } from './cluster-report';
import { streamNotificationAcross } from './cluster-notify';
import { metric, sleep, until } from './cluster-wait';

export interface ClusterChaosOptions {
  pgPorts: [number, number];
  appPorts: [number, number];
  lbPort: number;
  /** How long each phase of the load runs: both up, one killed, replica stopped, both back. */
  phaseMs: number;
  log: (line: string) => void;
}

/**
 * `npm run chaos -- cluster`: the cluster of `npm run cluster` under a steady mixed load through
 * HAProxy. Kill -9 one instance, then stop the replica, then bring both back; then check that every
 * acknowledged write is in the primary, count 5xx (apart from requests in flight on the killed
 * instance), time HAProxy's reaction, show that reads fell back to the primary, and send a notification
 * through one instance to a live stream held on the other.
 */
export async function runClusterChaos(options: ClusterChaosOptions): Promise<boolean> {
  const { log, phaseMs } = options;
  const cluster = await startCluster({
    pgPorts: options.pgPorts,
    appPorts: options.appPorts,
    lbPort: options.lbPort,
    log,
  });
  // Whatever ends the run (Ctrl-C, a crash), the cluster goes with it.
  const release = stopOnExit(cluster);
  try {
    return await scenario(cluster, phaseMs, log);
  } finally {
    release();
    await cluster.stop();
  }
}

async function scenario(cluster: Cluster, phaseMs: number, log: (line: string) => void): Promise<boolean> {
  const [a, b] = cluster.instances as [Instance, Instance];
  const lb = cluster.balancer;
  const api = async <T>(path: string) =>
    ((await (await fetch(`${lb.url}${path}`)).json()) as { data: T }).data;
  const cities = (await api<{ items: { slug: string }[] }>('/api/v1/cities')).items.map((c) => c.slug);
  const unitIds = (await api<{ items: { id: number }[] }>('/api/v1/units/filter?per_page=50')).items.map(
    (u) => u.id,
  );
  const guests = await makeGuests(cluster, 2);

  log(`Load: 3 readers (search, unit pages), sign-ins, 2 guests holding; ${phaseMs / 1000} s a phase`);
  const load = startLoad({ port: Number(new URL(lb.url).port), cities, unitIds, guests });
  await sleep(phaseMs);

  log(`Kill -9 ${a.name}`);
  const killAt = Date.now();
  void a.stop('SIGKILL');
  const downMs = await until(lb.states, (states) => Boolean(states[a.name]?.startsWith('DOWN')));
  log(`  HAProxy marked ${a.name} DOWN after ${downMs} ms`);
  await sleep(phaseMs);

  log('Stop the replica (pg_ctl stop -m fast)');
  const before = await cluster.metrics(b);
  const replicaStopAt = Date.now();
  await cluster.pair.stopReplica();
  await until(
    () => cluster.metrics(b),
    (text) => metric(text, 'sakan_db_replica_in_rotation') === 0,
  );
  const leftMs = Date.now() - replicaStopAt;
  const left = await cluster.metrics(b);
  await sleep(phaseMs);
  const during = await cluster.metrics(b);
  const replicaReads =
    metric(during, 'sakan_db_reads_total', 'target="replica"') -
    metric(left, 'sakan_db_reads_total', 'target="replica"');
  const primaryReads =
    metric(during, 'sakan_db_reads_total', 'target="primary"') -
    metric(left, 'sakan_db_reads_total', 'target="primary"');
  const fallbacks =
    metric(during, 'sakan_db_replica_fallback_queries_total') -
    metric(before, 'sakan_db_replica_fallback_queries_total');
  log(`  ${b.name} had the replica out of rotation ${leftMs} ms after the stop began`);
  log(
    `  while it was out: ${primaryReads} catalogue reads on the primary, ${replicaReads} on the replica; ${fallbacks} reads re-run on the primary`,
  );

  log(`Restart ${a.name} and the replica`);
  const restartAt = Date.now();
  const since = () => Date.now() - restartAt;
  const inRotation = (instance: Instance) => () =>
    until(
      () => cluster.metrics(instance),
      (text) => metric(text, 'sakan_db_replica_in_rotation') === 1,
    ).then(since);
  // Both at once: the replica back on the instance that stayed, the killed instance back in HAProxy.
  const [backMs, [healthyMs, upMs]] = await Promise.all([
    cluster.pair.startReplica().then(inRotation(b)),
    a
      .start()
      .then(async () => [since(), await until(lb.states, (states) => states[a.name] === 'UP').then(since)]),
  ]);
  await inRotation(a)();
  log(`  replica back in rotation on ${b.name} ${backMs} ms after the restart began`);
  log(
    `  ${a.name} healthy after ${healthyMs} ms (a cold start of the server), back in HAProxy after ${upMs} ms`,
  );
  await sleep(phaseMs);
  await load.stop();

  const lost = await lostWrites(cluster, load.acknowledged);
  const notifyMs = await streamNotificationAcross(a, b, guests[0] ?? '').catch((error: Error) => {
    log(`  notification across instances failed: ${error.message}`);
    return null;
  });
  return report(
    log,
    load.samples,
    { name: a.name, at: killAt },
    {
      downMs,
      primaryReads,
      replicaReads,
      lost,
      notifyMs,
      acknowledged: load.acknowledged,
    },
  );
}

/** Guests with a complete profile and a session, made in the primary (no password hashing). */
async function makeGuests(cluster: Cluster, count: number): Promise<string[]> {
  const { db, pool } = connectDatabase(cluster.databaseUrl, () => {}, 2);
  try {
    const secret = new TextEncoder().encode(cluster.authSecret);
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) {
      const [user] = await db
        .insert(s.users)
        .values({
          email: `chaos.${randomUUID()}@example.com`,
          name: 'Chaos Guest',
          phone: '+966500000009',
          type: 'email',
          accountReady: true,
        })
        .returning({ id: s.users.id });
      tokens.push((await startSession(db, user?.id ?? '', { secret })).accessToken);
    }
    return tokens;
  } finally {
    await pool.end();
  }
}

async function lostWrites(cluster: Cluster, acknowledged: { holds: string[]; signIns: string[] }) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const holds = await client.query<{ id: string }>(
      'select id from reservations where id = any($1::uuid[])',
      [acknowledged.holds],
    );
    const families = await client.query<{ family_id: string }>(
      'select distinct family_id from refresh_tokens where family_id = any($1::uuid[])',
      [acknowledged.signIns],
    );
    return {
      holds: acknowledged.holds.length - holds.rowCount!,
      signIns: new Set(acknowledged.signIns).size - families.rowCount!,
    };
  } finally {
    await client.end();
  }
}
