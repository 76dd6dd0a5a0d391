import { spawn, type ChildProcess } from 'node:child_process';
import { freshDatabase } from './database';
import { E2E_DATABASE, E2E_PORT } from './env';

/**
 * Playwright's web server: a fresh database on the machine's PostgreSQL, then the real server
 * (server/server.ts) pointed at it with DATABASE_URL, serving the built app. Migrations and the demo
 * seed run exactly as on a first start.
 */
export function startServer(env: Record<string, string>): ChildProcess {
  return spawn('node_modules/.bin/tsx', ['server/server.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = await freshDatabase(E2E_DATABASE);
  const child = startServer({ DATABASE_URL: url, PORT: String(E2E_PORT) });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}
