import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  url: string;
  /** The server's log, removed after a clean stop unless a CPU profile was asked for beside it. */
  logFile: string;
  /** CPU seconds the server's processes (primary and workers) have used so far (Linux /proc). */
  cpuSeconds(): number | undefined;
  /** Statements sent to PostgreSQL so far, when started with `countQueries` (one process only). */
  queries(): Promise<number | undefined>;
  stop(): Promise<number | null>;
}

/** Fields of /proc/<pid>/stat after the command name: [1] is the parent, [11] utime, [12] stime. */
function statOf(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * utime + stime of a process and all its descendants alive now (cluster workers), in seconds; /proc
 * counts in clock ticks, 100 a second on Linux. A worker that died takes its CPU with it.
 */
function cpuSecondsOf(root: number | undefined): number | undefined {
  if (root === undefined || !statOf(root)) return undefined;
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return undefined;
  }
  const parent = new Map(pids.map((pid) => [pid, Number(statOf(pid)?.[1])]));
  const inTree = (pid: number): boolean => {
    for (let p: number | undefined = pid; p && p > 1; p = parent.get(p)) if (p === root) return true;
    return false;
  };
  let ticks = 0;
  for (const pid of pids) {
    if (!inTree(pid)) continue;
    const fields = statOf(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}

/** A port nobody listens on right now (the OS picks it; the tiny race with other programs is fine here). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const up = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server did not answer /health within ${timeoutMs / 1000} s`);
}

/**
 * Boots server/server.ts in its own process, exactly as `npm run serve` does (one node process with
 * tsx's loader, NODE_ENV=production), so the benchmark measures the production code path and has a
 * core of its own. Logs go to a file: a pipe back into this process would cost the load generator CPU.
 */
export async function startServer(
  databaseUrl: string,
  options: {
    logLevel: string;
    cpuProfile: boolean;
    workers: number;
    publicCache: boolean;
    /** DATABASE_REPLICA_URLS: the catalogue's reads go there (server/db/replicas.ts). */
    replicaUrl?: string;
    /** Preload count-queries.ts, so `queries()` can tell how many statements a phase sent. */
    countQueries?: boolean;
  },
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sakan-bench-'));
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  // A .cpuprofile (open it in Chrome DevTools) is written to the data folder when the server exits.
  const profile = options.cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${dataDir}`] : [];
  const counter = options.countQueries ? ['--import', './tests/bench/count-queries.ts'] : [];
  const countFile = join(dataDir, 'queries.txt');
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...counter, 'server/server.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: options.logLevel,
      PHOTOS_PREGENERATE: 'false',
      WORKERS: String(options.workers),
      PUBLIC_CACHE: options.publicCache ? 'on' : 'off',
      QUERY_COUNT_FILE: countFile,
      ...(options.replicaUrl ? { DATABASE_REPLICA_URLS: options.replicaUrl } : {}),
    },
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // SIGTERM runs the server's own shutdown (drain, close the pool); SIGKILL only if that hangs.
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exited(child);
    clearTimeout(timer);
    // Each run logs a line per request (tens of MB); keep the folder only when there is a reason to read it.
    if (code === 0 && !options.cpuProfile) rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  try {
    await waitUntilHealthy(url, child, 60_000);
  } catch (error) {
    await stop();
    const tail = (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '').split('\n').slice(-20).join('\n');
    throw new Error(`${(error as Error).message}\n--- server log (${logFile}) ---\n${tail}`);
  }
  const queries = async () => {
    if (!options.countQueries || !child.pid) return undefined;
    rmSync(countFile, { force: true });
    child.kill('SIGUSR2');
    for (let i = 0; i < 50 && !existsSync(countFile); i += 1)
      await new Promise((done) => setTimeout(done, 20));
    return existsSync(countFile) ? Number(readFileSync(countFile, 'utf8')) : undefined;
  };
  return { url, logFile, stop, queries, cpuSeconds: () => cpuSecondsOf(child.pid) };
}
