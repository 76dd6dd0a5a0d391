import { AppError } from './app-error';

/** Thrown when the queue is full: a translated 503 with Retry-After, answered before any other work. */
export function busyError(retryAfterS: number): AppError {
  return new AppError('UNAVAILABLE', 503, 'errors.busy', undefined, { retryAfterS });
}

export interface WorkQueueOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks allowed to wait; one more is refused at once with a 503. */
  maxQueued: number;
}

/**
 * Bounded concurrency with a short queue, for costly work that runs off the event loop (scrypt).
 * Without it a burst starts every task at once: each scrypt holds 128 MiB and one of libuv's four
 * threads, and everything else that needs those threads (PostgreSQL's SCRAM handshake for a new
 * connection, file reads) waits behind them until it times out. Refusing early is kinder than timing out:
 * the client gets a Retry-After it can honour, and the requests already admitted finish quickly.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** A running average of one task's duration, for the Retry-After estimate. */
  private averageMs = 250;

  constructor(private readonly options: WorkQueueOptions) {}

  /** True when a new task would be refused: lets a route answer 503 before touching the database. */
  get saturated(): boolean {
    return this.running >= this.options.concurrency && this.waiting.length >= this.options.maxQueued;
  }

  /** How long the current queue should take to drain, rounded up to whole seconds (at least 1). */
  retryAfterS(): number {
    const rounds = (this.waiting.length + this.running) / this.options.concurrency;
    return Math.max(1, Math.ceil((rounds * this.averageMs) / 1000));
  }

  /** Throws the 503 when the queue is full; otherwise returns at once. */
  assertCapacity(): void {
    if (this.saturated) throw busyError(this.retryAfterS());
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      this.assertCapacity();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` never drops between them.
      if (next) next();
      else this.running -= 1;
    }
  }
}
