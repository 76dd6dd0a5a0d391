import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MEDIA_VERSION } from '../../contract/media';
import { freshDatabase } from '../e2e/support/database';
import { freePort } from '../e2e/support/free-port';

/** Recreated on every run unless DATABASE_URL is set, so the pages show exactly the demo seed. */
export const BENCH_DATABASE = 'sakan_bench_web';

export interface BenchServer {
  url: string;
  distDir: string;
  stop(): Promise<void>;
}

async function until(child: ChildProcess, what: string, timeoutMs: number, ready: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before ${what}`);
    if (await ready().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The real server (server/server.ts) on a free port, with every photo on disk before anything is measured:
 * a photo drawn on its first request takes ~140 ms, which would land in the LCP of whichever run asked.
 * The photo folder lives outside the repo and is kept between runs, so only the first run draws them all.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const databaseUrl = process.env.DATABASE_URL || (await freshDatabase(BENCH_DATABASE));
  const dataDir = resolve(process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'sakan-bench-web'));
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`${distDir}/index.html is missing: build first (or set DIST_DIR)`);
  // Pregeneration ends by writing this manifest and skips everything when it is current. Removing it makes
  // the server check every file (drawing only the missing ones), so its return means "all photos exist".
  const manifest = join(dataDir, 'media', MEDIA_VERSION, 'manifest.json');
  rmSync(manifest, { force: true });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node_modules/.bin/tsx', ['server/server.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      PHOTOS_PREGENERATE: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => stopChild(child);
  try {
    await until(child, '/health', 120_000, async () => (await fetch(`${url}/health`)).ok);
    if (!existsSync(manifest)) console.error(`Drawing photos into ${dataDir} (a minute or two, once)…`);
    await until(child, 'the photos', 600_000, async () => existsSync(manifest));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, distDir, stop };
}
