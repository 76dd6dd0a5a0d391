import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The real server as a child process (server/server.ts under tsx, as `npm run serve` runs it) on its own
 * DATA_DIR and embedded PostgreSQL, for the chaos and burst scripts and their CI cycle.
 */
const ROOT = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
}

export function startServer(dataDir: string, port: number, env: Record<string, string> = {}): ServerProcess {
  const { DATABASE_URL: _external, ...inherited } = process.env;
  // Node itself with tsx's loader, not the tsx CLI: the CLI runs the server in a child of its own,
  // which a kill -9 of the CLI would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PHOTOS_PREGENERATE: 'false',
      DIST_DIR: join(tmpdir(), 'sakan-no-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, port, dataDir, output: () => output, exited };
}

export async function waitForHealth(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  let stopped = false;
  void server.exited.then(() => (stopped = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopped) {
    const res = await call(server.port, 'GET', '/health').catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server never became healthy. Output:\n${server.output()}`);
}

/** The embedded PostgreSQL's postmaster pid, from its pid file (first line). */
export function postmasterPid(dataDir: string): number | null {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** kill -9 of the server and of its PostgreSQL: no shutdown hook, no checkpoint, nothing flushed by us. */
export async function killHard(server: ServerProcess): Promise<void> {
  const pg = postmasterPid(server.dataDir);
  server.child.kill('SIGKILL');
  if (pg !== null) {
    try {
      process.kill(pg, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await server.exited;
  // The postmaster's children notice it is gone and exit; wait until its pid is free.
  for (let i = 0; pg !== null && i < 100 && isAlive(pg); i += 1) await new Promise((r) => setTimeout(r, 50));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface CallResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request. `from` picks the client's source address inside 127.0.0.0/8, so a script can be
 * a hundred different visitors (the server's per-IP limits see each separately) without a proxy.
 */
export function call(
  port: number,
  method: string,
  path: string,
  options: { body?: unknown; from?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CallResult> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        ...(options.from ? { localAddress: options.from } : {}),
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 30_000,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The n-th made-up visitor's address: 127.1.x.y, all on the loopback interface. */
export const visitor = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** A connection string to the embedded PostgreSQL of a running server, read from its data folder. */
export function embeddedDatabaseUrl(dataDir: string): string {
  const password = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  return `postgres://sakan:${encodeURIComponent(password)}@127.0.0.1:${port}/sakan`;
}
