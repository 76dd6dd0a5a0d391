import { Lifecycle } from './boot/lifecycle';
import { exitOnSignals } from './boot/shutdown';
import { isClusterWorker, startPrimary, startWorker } from './boot/cluster';
import { startServer } from './boot/start';
import { loadConfig } from './config';
import { defaultWorkers, poolMaxPerProcess } from './lib/machine';
import { StartupError } from './lib/startup-error';

// Signals are wired before booting so a Ctrl+C during start still stops PostgreSQL and frees the lock.
const lifecycle = new Lifecycle();
// A primary waits for its workers, which give up after their own 10 s: it must outlast them to stop
// PostgreSQL after them.
exitOnSignals(lifecycle, { timeoutMs: isClusterWorker() ? 10_000 : 15_000 });

try {
  const config = loadConfig();
  const workers = config.WORKERS ?? defaultWorkers();
  if (isClusterWorker()) await startWorker(config, lifecycle);
  else if (workers > 1) await startPrimary(config, lifecycle, workers);
  else await startServer(config, lifecycle, { poolMax: poolMaxPerProcess(1) });
} catch (error) {
  console.error(error instanceof StartupError ? error.message : `Sakan could not start: ${describe(error)}`);
  await lifecycle.close();
  process.exit(1);
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
