import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../../../server/db/client';
import { completeStays } from '../../../server/modules/reservations/service';
import { E2E_ADMIN_URL, E2E_DATABASE, E2E_SMTP_PORT } from './env';

const run = promisify(execFile);

function e2eDatabaseUrl(): string {
  const url = new URL(E2E_ADMIN_URL);
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
}

/**
 * The operator's commands as the README gives them (`npm run hosting:accept -- <reference>`,
 * `hosting:publish -- <unit id>`), run against the end-to-end server's database, uploads folder and
 * mailbox. Returns what the command printed; a refused decision fails the test with its reason.
 */
export async function hostingCommand(...args: string[]): Promise<string> {
  const { stdout } = await run('node_modules/.bin/tsx', ['server/tools/hosting.ts', ...args], {
    env: {
      ...process.env,
      DATABASE_URL: e2eDatabaseUrl(),
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      LOG_LEVEL: 'warn',
    },
    timeout: 60_000,
  });
  return stdout;
}

/**
 * The stay's nights pass: its dates move `days` into the past (as the calendar would, days later), then
 * the server's completion job runs once, as its 15-minute schedule would, marking it completed.
 */
export async function stayEnded(code: string, days: number): Promise<void> {
  const { db, pool } = connectDatabase(e2eDatabaseUrl());
  try {
    const moved = await db.execute(sql`
      update reservations set check_in = check_in - ${days}::int, check_out = check_out - ${days}::int
      where code = ${code} and status = 'confirmed'`);
    if (moved.rowCount !== 1) throw new Error(`no confirmed stay ${code} to move`);
    await completeStays(db);
  } finally {
    await pool.end();
  }
}
