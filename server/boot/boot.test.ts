import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SocialSettingsResponse } from '../../contract/content';
import { findFreePort } from '../db/embedded';
import { createEmptyDatabase } from '../test/database';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the real entry point, exactly as `npm run serve` does, with its own environment. */
function startServer(env: Record<string, string>): Started {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(TSX, ['server/server.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DIST_DIR: join(tmpdir(), 'sakan-no-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, server: Started, timeoutMs = 45_000): Promise<void> {
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

describe('server process', () => {
  const running: Started[] = [];
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sakan-boot-'));
    chmodSync(dir, 0o755); // As root, the embedded PostgreSQL runs as `postgres` and must enter it.
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('runs on its own PostgreSQL, refuses a second server on the same data, and stops cleanly', async () => {
    const dataDir = join(tempDir(), 'data');
    const port = await findFreePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    running.push(first);
    await waitForHealth(port, first);
    expect(first.output()).toContain(`its data lives in ${join(dataDir, 'postgres')}`);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await findFreePort()) });
    running.push(second);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(
      new RegExp(
        `Another Sakan server \\(pid \\d+\\) is already using the data folder ${dataDir}\\. Stop it`,
      ),
    );
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);

  it('uses DATABASE_URL when set: migrates, seeds and serves from it', async () => {
    const database = await createEmptyDatabase();
    try {
      const dataDir = join(tempDir(), 'data');
      const port = await findFreePort();
      const server = startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: String(port) });
      running.push(server);
      await waitForHealth(port, server);
      const social = await fetch(`http://127.0.0.1:${port}/api/v1/settings/social`);
      expect(SocialSettingsResponse.parse(await social.json()).data.items).toHaveLength(5);
      // No embedded cluster, so no data-folder lock either.
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
      server.child.kill('SIGINT');
      expect(await server.exited).toBe(0);
    } finally {
      await database.drop();
    }
  }, 60_000);
});
