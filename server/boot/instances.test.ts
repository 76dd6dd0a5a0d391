import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../db/embedded';
import { createEmptyDatabase } from '../test/database';
import { spawnServer, waitForHealth, type ServerProcess } from '../test/server-process';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * One request on a connection of its own, so each one is handed to whichever worker is next; 0 when it
 * fails or takes over a second.
 */
function get(port: number, path: string): Promise<number> {
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, timeout: 1_000 }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', () => done(0));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

// A new address each time, so the per-account lockout (auth service) never answers instead of the limit.
let attempt = 0;
const login = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: `nobody-${++attempt}@sakan.example`, password: 'wrong password' }),
  }).then((res) => res.status);

describe('several server processes', () => {
  const running: ServerProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const server of running) server.killAll();
    for (const cleanup of cleanups) await cleanup();
  });

  it('share one rate limit through Redis: a limit hit on one instance holds on the other', async () => {
    const database = await createEmptyDatabase();
    cleanups.push(database.drop);
    // A prefix of its own, so other runs on this Redis never share these counters.
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: `sakan-test-${randomBytes(4).toString('hex')}:`,
      WORKERS: '1',
    };
    const [portA, portB] = [await findFreePort(), await findFreePort()];
    const a = spawnServer({ ...env, PORT: String(portA), DATA_DIR: `/tmp/sakan-inst-a-${portA}` });
    running.push(a);
    await waitForHealth(portA, a); // The first one migrates and seeds; the second then finds it done.
    const b = spawnServer({ ...env, PORT: String(portB), DATA_DIR: `/tmp/sakan-inst-b-${portB}` });
    running.push(b);
    await waitForHealth(portB, b);

    // signIn allows 20 a minute per address: spend them all on A.
    const onA: number[] = [];
    for (let i = 0; i < 20; i++) onA.push(await login(portA));
    expect(onA).not.toContain(429);
    expect(await login(portA)).toBe(429);
    expect(await login(portB)).toBe(429);
  }, 90_000);

  it('WORKERS=2 serves on one port, and a killed worker is replaced while the other keeps answering', async () => {
    const database = await createEmptyDatabase();
    cleanups.push(database.drop);
    const port = await findFreePort();
    const server = spawnServer({
      DATABASE_URL: database.url,
      WORKERS: '2',
      PORT: String(port),
      DATA_DIR: `/tmp/sakan-workers-${port}`,
    });
    running.push(server);
    await waitForHealth(port, server);
    const pids = () => [...server.output().matchAll(/worker (\d+) started/g)].map((m) => Number(m[1]));
    await expect.poll(pids, { timeout: 30_000 }).toHaveLength(2);
    const [victim] = pids();

    process.kill(victim!, 'SIGKILL');
    // Fresh connections for 3 s from the moment of the kill. node:cluster may have handed the dying
    // worker one connection just before the exit was seen (that one is lost, as with any crash); every
    // connection after that is answered by the surviving worker.
    const statuses: number[] = [];
    const until = Date.now() + 3_000;
    while (Date.now() < until) statuses.push(await get(port, '/health'));
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status !== 200).length).toBeLessThanOrEqual(1);
    expect(statuses.slice(2).every((status) => status === 200)).toBe(true);

    await expect.poll(pids, { timeout: 30_000 }).toHaveLength(3);
    const replacement = pids()[2]!;
    expect(() => process.kill(replacement, 0)).not.toThrow();
    expect(server.output()).toContain(`Worker ${victim} exited (SIGKILL); starting another.`);

    server.child.kill('SIGTERM');
    const code = await server.exited;
    expect(code, server.output()).toBe(0);
  }, 90_000);
});
