import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { parseLsn } from './lsn';
import {
  replicaMetrics,
  type Fence,
  type Replica,
  type ReplicaLog,
  type ReplicaOptions,
  type ReplicaState,
} from './replica-state';
import { readReplay, replicaPool } from './replica-pool';
import * as schema from './schema/index';
import type { MetricFamily } from '../lib/metrics';

/**
 * The read replicas of one process: a pool per replica, a health poll that reads each one's replay
 * position beside the primary's WAL position, and the rotation of replicas fit to answer reads.
 *
 * A replica is in rotation while it answers, is a standby, and has replayed what the primary had
 * written `maxLagMs` ago. Lag is measured in time, not bytes: the poll keeps the primary's recent
 * positions with when each was seen, and a replica's lag is the age of the oldest one it has not
 * replayed (0 when it is caught up, however quiet the primary is). One that leaves rotation is logged
 * and counted; the poll puts it back as soon as it qualifies again. Until the first poll answers, no
 * replica is in rotation, so a replica that is down at start costs nothing but a log line.
 */
export class ReplicaSet {
  private readonly replicas: ReplicaState[];
  private readonly primary: pg.Pool;
  private readonly maxLagMs: number;
  private readonly pollMs: number;
  /** The primary's recent WAL positions, oldest first, for the lag in time. */
  private samples: { at: number; lsn: bigint }[] = [];
  private next = 0;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | null = null;
  private fence: Fence | null = null;
  private generation: () => number = () => 0;

  constructor(
    options: ReplicaOptions,
    primary: pg.Pool,
    private readonly log: ReplicaLog,
  ) {
    this.primary = primary;
    this.maxLagMs = options.maxLagMs ?? 2_000;
    this.pollMs = options.pollMs ?? 500;
    this.replicas = options.urls.map((url) => {
      const { hostname, port } = new URL(url);
      const name = `${hostname}:${port || 5432}`;
      const { pool, direct } = replicaPool(
        { connectionString: url, max: options.poolMax ?? 10, connectionTimeoutMillis: 1000 },
        primary,
        (error) => this.setAside(state, error),
      );
      // An idle connection the replica closed (it restarted) must not crash the process.
      pool.on('error', () => undefined);
      const state: ReplicaState = {
        name,
        pool,
        direct,
        db: drizzle({ client: pool, schema }),
        replay: null,
        inRotation: false,
        out: null,
        lagMs: 0,
        left: { down: 0, lag: 0 },
        fallbacks: 0,
      };
      return state;
    });
  }

  /**
   * Polls once now (so the first requests may already use the replicas), then every `pollMs`.
   * `generation` is the public cache's: each move starts a new fence (see `isCurrent`).
   */
  async start(generation: () => number): Promise<void> {
    this.generation = generation;
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.polling;
    await Promise.all(this.replicas.map((replica) => replica.pool.end()));
  }

  /**
   * The next replica in rotation (round-robin) that has replayed `after` when given; null when none
   * qualifies, and the read goes to the primary.
   */
  pick(after: bigint | null = null): Replica | null {
    const fit = this.replicas.filter(
      (replica) =>
        replica.inRotation && (after === null || (replica.replay !== null && replica.replay >= after)),
    );
    if (fit.length === 0) return null;
    this.next = (this.next + 1) % 1_000_000;
    return fit[this.next % fit.length] ?? null;
  }

  /**
   * Whether reads on `replica` from now on see every write the public cache was invalidated for: the
   * replica has replayed the primary's WAL position read after the latest invalidation this process
   * saw. Until it has, answers read there must not be cached (they could predate the write, and a
   * cached answer outlives the lag by up to its TTL).
   */
  isCurrent(replica: Replica): boolean {
    const fence = this.currentFence();
    return fence.lsn !== null && replica.replay !== null && replica.replay >= fence.lsn;
  }

  /** The primary's WAL position now: after a write, the point a replica must replay to show it. */
  async primaryLsn(): Promise<bigint> {
    const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    return parseLsn(rows[0]?.lsn ?? '');
  }

  metrics(): MetricFamily[] {
    return replicaMetrics(this.replicas);
  }

  private currentFence(): Fence {
    const generation = this.generation();
    if (this.fence?.generation !== generation) this.fence = { generation, lsn: null };
    return this.fence;
  }

  /** A read failed on the replica (it stopped, restarted, or is unreachable): out until the poll says. */
  private setAside(replica: ReplicaState, error: Error): void {
    replica.fallbacks += 1;
    this.leave(replica, 'down', { err: error.message });
  }

  /** Out of rotation, logged and counted once per departure (not on every poll while it stays out). */
  private leave(replica: ReplicaState, reason: 'down' | 'lag', details: object): void {
    if (replica.out !== null) return;
    replica.inRotation = false;
    replica.out = reason;
    replica.left[reason] += 1;
    this.log.warn(
      { replica: replica.name, reason, lag_ms: replica.lagMs, ...details },
      'database replica left rotation; its reads go to the primary',
    );
  }

  private join(replica: ReplicaState): void {
    if (replica.inRotation) return;
    const wasOut = replica.out !== null;
    replica.inRotation = true;
    replica.out = null;
    this.log.info(
      { replica: replica.name, lag_ms: replica.lagMs },
      wasOut ? 'database replica back in rotation' : 'database replica in rotation',
    );
  }

  private poll(): Promise<void> {
    // One poll at a time: a replica that hangs must not pile them up.
    this.polling ??= this.pollOnce().finally(() => (this.polling = null));
    return this.polling;
  }

  private async pollOnce(): Promise<void> {
    // Taken before the primary is asked: the position read below is then past the invalidation's write.
    const fence = this.currentFence();
    const [primary, ...replays] = await Promise.all([
      this.primaryLsn().catch(() => null),
      ...this.replicas.map((replica) => readReplay(replica.direct, Math.max(1000, 2 * this.pollMs))),
    ]);
    const now = Date.now();
    if (primary !== null) {
      if (fence.lsn === null) fence.lsn = primary;
      this.samples.push({ at: now, lsn: primary });
      // Positions older than the bound (plus one poll) are never needed to tell a lag past it.
      const horizon = now - this.maxLagMs - 2 * this.pollMs;
      while (this.samples.length > 1 && (this.samples[1]?.at ?? now) < horizon) this.samples.shift();
    }
    this.replicas.forEach((replica, index) => {
      const replay = replays[index];
      if (replay instanceof Error) return this.leave(replica, 'down', { err: replay.message });
      replica.replay = replay ?? replica.replay;
      // Without a reading of the primary this round, the lag cannot be told: keep the last one.
      if (primary !== null && replay != null) replica.lagMs = this.lagOf(replay, now);
      if (replica.lagMs > this.maxLagMs) this.leave(replica, 'lag', {});
      else this.join(replica);
    });
  }

  /** The age of the oldest primary position `replay` has not reached; 0 when it has them all. */
  private lagOf(replay: bigint, now: number): number {
    const behind = this.samples.find((sample) => sample.lsn > replay);
    return behind ? now - behind.at : 0;
  }
}
