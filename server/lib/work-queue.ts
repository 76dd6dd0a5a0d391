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
  /**
   * With maxWaitMs: the first tasks in line wait their turn however slow (a few people signing in
   * at once are never turned away); only those queued behind them are bounded in time.
   */
  minQueued?: number;
  /**
   * The longest a task queued past minQueued may wait for its turn: refused at once when its expected
   * wait is longer, or when its turn comes after that long. A count alone is not enough: when the
   * machine is busy each task takes many times longer, and a queue that is short in tasks becomes
   * long in seconds (clients time out instead of retrying).
   */
  maxWaitMs?: number;
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
  /** Tasks waiting for a slot: `go` hands it over, `refuse` turns the task away. */
  private readonly waiting: {
    go: () => void;
    /** Refuses it once it has waited maxWaitMs; none for the first minQueued, whose wait is not bounded. */
    deadline: NodeJS.Timeout | undefined;
  }[] = [];
  /** A running average of one task's duration, for the Retry-After estimate. */
  private averageMs = 250;
  /** When each running task started, so a burst of slow tasks counts before the first one ends. */
  private readonly startedAt = new Set<number>();

  constructor(private readonly options: WorkQueueOptions) {}

  /** True when a new task would be refused: lets a route answer 503 before touching the database. */
  get saturated(): boolean {
    if (this.running < this.options.concurrency) return false;
    if (this.waiting.length >= this.options.maxQueued) return true;
    const { maxWaitMs, minQueued = 0 } = this.options;
    if (maxWaitMs === undefined || this.waiting.length < minQueued) return false;
    return this.expectedWaitMs() > maxWaitMs;
  }

  /**
   * How long a task queued now should wait for its turn: the tasks ahead of it in rounds of
   * `concurrency`, each as long as the average, or as the oldest running task has already taken.
   */
  private expectedWaitMs(): number {
    const rounds = Math.floor(this.waiting.length / this.options.concurrency) + 1;
    return rounds * this.taskMs();
  }

  /** One task's expected duration: the average, or longer if a running one has already taken longer. */
  private taskMs(): number {
    const now = performance.now();
    return Math.max(this.averageMs, ...[...this.startedAt].map((t) => now - t));
  }

  /** How long the current queue should take to drain, rounded up to whole seconds (at least 1). */
  retryAfterS(): number {
    const rounds = (this.waiting.length + this.running) / this.options.concurrency;
    return Math.max(1, Math.ceil((rounds * this.taskMs()) / 1000));
  }

  /** Throws the 503 when the queue is full; otherwise returns at once. */
  assertCapacity(): void {
    if (this.saturated) throw busyError(this.retryAfterS());
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      this.assertCapacity();
      const { minQueued = 0, maxWaitMs } = this.options;
      const bounded = maxWaitMs !== undefined && this.waiting.length >= minQueued;
      await new Promise<void>((go, refuse) => {
        const entry = {
          go,
          // Refused as soon as its wait passes the bound, not when a slot frees (that may take longer).
          deadline: bounded
            ? setTimeout(() => {
                this.waiting.splice(this.waiting.indexOf(entry), 1);
                refuse(busyError(this.retryAfterS()));
              }, maxWaitMs)
            : undefined,
        };
        this.waiting.push(entry);
      });
    } else {
      this.running += 1;
    }
    let started = performance.now();
    // Two tasks cannot share a start time in the set: nudge a tie by a microsecond.
    while (this.startedAt.has(started)) started += 0.001;
    this.startedAt.add(started);
    try {
      return await task();
    } finally {
      this.startedAt.delete(started);
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      this.handOver();
    }
  }

  /** Passes a freed slot straight to the next task, so `running` never drops between them. */
  private handOver(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.running -= 1;
      return;
    }
    clearTimeout(next.deadline);
    next.go();
  }
}
