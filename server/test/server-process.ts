import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

export interface ServerProcess {
  child: ChildProcess;
  /**
   * SIGKILLs the whole process group: tsx's wrapper, the server under it and any cluster workers. A
   * SIGKILL of the wrapper alone would leave the server running (a signal it cannot relay).
   */
  killAll(): void;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the real entry point, as `npm run serve` does, with its own environment (no inherited database). */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _ignored, WORKERS: _workers, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(TSX, ['server/server.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PHOTOS_PREGENERATE: 'false',
      DIST_DIR: join(tmpdir(), 'sakan-no-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // Its own process group, so killAll reaches every process under it.
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const killAll = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  return { child, killAll, output: () => output, exited };
}

export async function waitForHealth(port: number, server: ServerProcess, timeoutMs = 45_000): Promise<void> {
  let stopped = false;
  void server.exited.then(() => (stopped = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopped) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server never became healthy. Output:\n${server.output()}`);
}
