import { Lifecycle } from './boot/lifecycle';
import { exitOnSignals } from './boot/shutdown';
import { startServer } from './boot/start';
import { loadConfig } from './config';
import { StartupError } from './lib/startup-error';

// Signals are wired before booting so a Ctrl+C during start still stops PostgreSQL and frees the lock.
const lifecycle = new Lifecycle();
exitOnSignals(lifecycle);

try {
  await startServer(loadConfig(), lifecycle);
} catch (error) {
  console.error(error instanceof StartupError ? error.message : `Sakan could not start: ${describe(error)}`);
  await lifecycle.close();
  process.exit(1);
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
