import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { freshDatabase } from './database';
import { E2E_DATABASE, E2E_GOOGLE_PORT, E2E_PORT, E2E_SMTP_PORT } from './env';
import { GOOGLE_CLIENT_ID, startJwks } from './google';
import { MAIL_DIR, startMailbox } from './mailbox';

/**
 * Playwright's web server: a fresh database on the machine's PostgreSQL, a real SMTP listener, a local
 * JWKS standing in for Google's, then the real server (server/server.ts) pointed at all three.
 * Migrations and the demo seed run exactly as on a first start.
 */
export function startServer(env: Record<string, string>): ChildProcess {
  return spawn('node_modules/.bin/tsx', ['server/server.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${E2E_GOOGLE_PORT}/certs`,
      PHOTOS_PREGENERATE: 'false',
      // The calendar-sync journey serves its feed on 127.0.0.1 (refused to any real server).
      CALENDAR_FEEDS_PRIVATE: 'allow',
      ...env,
    },
    stdio: 'inherit',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  const mailbox = await startMailbox(E2E_SMTP_PORT);
  const jwks = await startJwks(E2E_GOOGLE_PORT);
  const url = await freshDatabase(E2E_DATABASE);
  const child = startServer({ DATABASE_URL: url, PORT: String(E2E_PORT) });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => {
    mailbox.close();
    jwks.close();
    process.exit(code ?? 0);
  });
}
