type Cleanup = { name: string; run: () => unknown };

/**
 * Collects cleanups as boot steps succeed and runs them in reverse on close, so a shutdown (or a failed
 * start) undoes exactly what was done: stop HTTP, end the pool, stop PostgreSQL, release the lock.
 */
export class Lifecycle {
  private readonly cleanups: Cleanup[] = [];
  private closing: Promise<void> | undefined;

  constructor(private readonly report: (message: string, error: unknown) => void = reportToConsole) {}

  get isClosing(): boolean {
    return this.closing !== undefined;
  }

  defer(name: string, run: () => unknown): void {
    this.cleanups.push({ name, run });
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      for (const cleanup of this.cleanups.splice(0).reverse()) {
        try {
          await cleanup.run();
        } catch (error) {
          // Keep going: a failed step must not leave PostgreSQL running or the lock held.
          this.report(`Shutdown step "${cleanup.name}" failed`, error);
        }
      }
    })();
    return this.closing;
  }
}

function reportToConsole(message: string, error: unknown): void {
  console.error(`${message}:`, error instanceof Error ? error.message : error);
}
