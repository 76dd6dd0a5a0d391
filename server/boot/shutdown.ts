import type { Lifecycle } from './lifecycle';

export interface ShutdownOptions {
  /** After this long the process exits anyway, so a stuck request cannot block a deploy. */
  timeoutMs?: number;
  exit?: (code: number) => void;
  say?: (message: string) => void;
}

/**
 * SIGINT/SIGTERM close the lifecycle (drain requests, end the pool, stop PostgreSQL, release the lock)
 * and exit 0. A second signal means "now": exit at once.
 */
export function exitOnSignals(lifecycle: Lifecycle, options: ShutdownOptions = {}): void {
  const { timeoutMs = 10_000, exit = (code) => process.exit(code), say = (m) => console.log(m) } = options;
  const onSignal = (signal: NodeJS.Signals) => {
    if (lifecycle.isClosing) {
      say(`Received ${signal} again: exiting now.`);
      exit(1);
      return;
    }
    say(`Received ${signal}: shutting down…`);
    const timer = setTimeout(() => {
      say(`Shutdown took longer than ${timeoutMs / 1000} s: exiting anyway.`);
      exit(1);
    }, timeoutMs);
    timer.unref();
    void lifecycle.close().then(() => {
      clearTimeout(timer);
      say('Stopped.');
      exit(0);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
