import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { dropDatabase, freshDatabase } from './database';
import { freePort } from './free-port';
import { startServer } from './server';

/**
 * A server of the update-flow tests' own, on a copy of the build, so a "deploy" (new service-worker
 * bytes) leaves every other test's server untouched. One per describe: each test opens it in a fresh
 * browser context, which installs whatever worker the copy holds, then deploys again.
 */
export interface UpdateServer {
  origin: string;
  /** Changes the worker's bytes, as a new build does: the browser's next update check installs it. */
  deploy(): void;
  stop(): Promise<void>;
}

export async function startUpdateServer(): Promise<UpdateServer> {
  const dist = mkdtempSync(join(tmpdir(), 'sakan-dist-'));
  cpSync('dist', dist, { recursive: true });
  const port = await freePort();
  const database = `sakan_e2e_update_${port}`;
  const server = startServer({
    DATABASE_URL: await freshDatabase(database),
    PORT: String(port),
    DIST_DIR: dist,
    // One process: the suite's own server and the other worker's browser share the two cores.
    WORKERS: '1',
  });
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await dropDatabase(database);
    rmSync(dist, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/health`)
            .then((r) => r.ok)
            .catch(() => false),
        // A fresh database is migrated and seeded first (every demo step, host stays included).
        { timeout: 90_000 },
      )
      .toBe(true);
  } catch (error) {
    await stop();
    throw error;
  }
  const sw = join(dist, 'sw.js');
  const deploy = () => {
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// build ${Date.now()}\n`);
    for (const suffix of ['.br', '.gz']) rmSync(`${sw}${suffix}`, { force: true });
  };
  return { origin, deploy, stop };
}
