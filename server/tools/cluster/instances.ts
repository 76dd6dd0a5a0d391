import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * One Sakan instance of the local cluster: `server/server.ts` under Node with tsx's loader (as `npm run
 * serve`, but Node itself, so a kill reaches the server and not a wrapper), one process, its own
 * DATA_DIR. Its log goes to a file; lines about replicas, warnings and errors are echoed with its name.
 */
export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly log: string;
  /** The running process; null after it exited. */
  child(): ChildProcess | null;
  start(): Promise<void>;
  /** SIGKILL (a crash) or SIGTERM (a graceful stop); resolves when the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function makeInstance(
  name: string,
  port: number,
  dir: string,
  env: Record<string, string>,
  echo: (line: string) => void,
): Instance {
  const dataDir = join(dir, name);
  mkdirSync(dataDir, { recursive: true });
  const log = join(dir, `${name}.log`);
  let out: WriteStream | null = null;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    out ??= createWriteStream(log, { flags: 'a' });
    const { DATABASE_URL: _d, DATABASE_REPLICA_URLS: _r, WORKERS: _w, ...inherited } = process.env;
    const proc = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      cwd: ROOT,
      env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WORKERS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a Ctrl-C reaches the script only, which stops each part once, in order.
      detached: true,
    });
    child = proc;
    let tail = '';
    const onChunk = (chunk: Buffer) => {
      out?.write(chunk);
      const lines = (tail + chunk.toString()).split('\n');
      tail = lines.pop() ?? '';
      for (const line of lines) if (worthEchoing(line)) echo(`[${name}] ${summary(line)}`);
    };
    proc.stdout.on('data', onChunk);
    proc.stderr.on('data', onChunk);
    exited = new Promise((done) =>
      proc.once('exit', () => {
        if (child === proc) child = null;
        done();
      }),
    );
    await waitForHealth(port, () => child !== proc, log);
  };

  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    log,
    child: () => child,
    start,
    stop: async (signal = 'SIGTERM') => {
      child?.kill(signal);
      await exited;
    },
  };
}

/** pino's JSON: warnings and errors, and every line about replicas (their info lines too). */
function worthEchoing(line: string): boolean {
  if (!line.startsWith('{')) return line.trim().length > 0;
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string };
    return (entry.level ?? 0) >= 40 || /replica/.test(entry.msg ?? '');
  } catch {
    return true;
  }
}

function summary(line: string): string {
  try {
    const { msg, replica, reason, lag_ms, err } = JSON.parse(line) as Record<string, unknown>;
    const detail = [replica, reason, lag_ms === undefined ? undefined : `lag ${String(lag_ms)} ms`]
      .filter((part) => part !== undefined)
      .join(', ');
    const error = typeof err === 'object' && err !== null ? (err as { message?: string }).message : err;
    return `${String(msg)}${detail ? ` (${detail})` : ''}${error ? `: ${String(error)}` : ''}`;
  } catch {
    return line;
  }
}

async function waitForHealth(port: number, gone: () => boolean, log: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`The instance on port ${port} exited while starting; see ${log}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The instance on port ${port} never became healthy; see ${log}`);
}
