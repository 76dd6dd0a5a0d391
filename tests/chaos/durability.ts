import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findFreePort } from '../../server/db/embedded';
import {
  call,
  embeddedDatabaseUrl,
  killHard,
  startServer,
  visitor,
  waitForHealth,
  type ServerProcess,
} from './server-process';

/**
 * Durability under kill -9: acknowledged writes (sign-ups, then profile updates of every earlier
 * account), then kill -9 of the server and its PostgreSQL at once, a restart on the same DATA_DIR,
 * and a check in the database that every acknowledged write is there. What the server answered 2xx
 * must survive; what it never answered may or may not.
 */

export interface CycleResult {
  cycle: number;
  /** Writes the server acknowledged (2xx) in this cycle, just before the kill. */
  acknowledged: number;
  /** Accounts checked after the restart (every one so far, each with its last acknowledged name). */
  checked: number;
  missing: string[];
}

interface Account {
  email: string;
  token: string;
  /** The last name the server acknowledged for it. */
  name: string;
}

export async function runDurability(
  options: { cycles: number; signUpsPerCycle: number; log?: (line: string) => void } = {
    cycles: 5,
    signUpsPerCycle: 6,
  },
): Promise<CycleResult[]> {
  const log = options.log ?? (() => {});
  const root = mkdtempSync(join(tmpdir(), 'sakan-chaos-'));
  chmodSync(root, 0o755); // As root, the embedded PostgreSQL runs as `postgres` and must enter it.
  const dataDir = join(root, 'data');
  const port = await findFreePort();
  const accounts: Account[] = [];
  const results: CycleResult[] = [];
  let server: ServerProcess = startServer(dataDir, port);
  try {
    await waitForHealth(server);
    for (let cycle = 1; cycle <= options.cycles; cycle += 1) {
      const acknowledged = await writeBurst(port, accounts, cycle, options.signUpsPerCycle);
      await killHard(server);
      server = startServer(dataDir, port);
      await waitForHealth(server);
      const missing = await findMissing(dataDir, accounts);
      results.push({ cycle, acknowledged, checked: accounts.length, missing });
      log(
        `cycle ${cycle}: ${acknowledged} writes acknowledged, kill -9 of server and PostgreSQL, restart: ` +
          `${accounts.length} accounts checked, ${missing.length} missing`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await Promise.race([server.exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (server.child.exitCode === null) await killHard(server);
    rmSync(root, { recursive: true, force: true });
  }
  return results;
}

/** Sign-ups and profile updates at once; returns how many the server acknowledged (2xx). */
async function writeBurst(
  port: number,
  accounts: Account[],
  cycle: number,
  signUps: number,
): Promise<number> {
  const updates = accounts.map(async (account, i) => {
    const name = `Cycle ${cycle} Name ${i}`;
    const res = await call(port, 'POST', '/api/v1/profile/update', {
      body: { name },
      headers: { authorization: `Bearer ${account.token}` },
      from: visitor(1000 + i),
    }).catch(() => null);
    if (res?.status !== 200) return 0;
    account.name = name;
    return 1;
  });
  const creations = Array.from({ length: signUps }, async (_, i) => {
    const account = {
      email: `chaos-${cycle}-${i}-${randomUUID().slice(0, 8)}@example.com`,
      name: `Chaos Guest ${i}`,
    };
    const res = await call(port, 'POST', '/api/v1/register', {
      body: { name: account.name, email: account.email, password: 'olive-grove-at-dusk' },
      from: visitor(cycle * 50 + i),
    }).catch(() => null);
    if (res?.status !== 201) return 0;
    const token = (JSON.parse(res.body) as { data: { token: string } }).data.token;
    accounts.push({ ...account, token });
    return 1;
  });
  const done = await Promise.all([...updates, ...creations]);
  return done.reduce<number>((sum, n) => sum + n, 0);
}

/** Every account must exist with the last acknowledged name. */
async function findMissing(dataDir: string, accounts: Account[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; name: string }>(
      'select email, name from users where email = any($1)',
      [accounts.map((a) => a.email)],
    );
    const found = new Map(rows.map((row) => [row.email, row.name]));
    return accounts
      .filter((account) => found.get(account.email) !== account.name)
      .map(
        (account) => `${account.email} (${found.get(account.email) ?? 'absent'}, expected ${account.name})`,
      );
  } finally {
    await client.end();
  }
}
