import type pg from 'pg';
import type { MetricFamily } from '../lib/metrics';
import type { PromiseQuery } from './replica-pool';
import type { Database } from './client';

export interface ReplicaOptions {
  /** DATABASE_REPLICA_URLS: streaming replicas of the primary (hot standbys). */
  urls: readonly string[];
  /** A replica further behind the primary than this leaves rotation (DATABASE_REPLICA_MAX_LAG_MS). */
  maxLagMs?: number;
  /** How often each replica's replay position (and the primary's WAL position) is read. */
  pollMs?: number;
  /** Connections per replica pool; default 10, like the primary's. */
  poolMax?: number;
}

/** Where the set writes when a replica leaves or rejoins rotation (the app's logger). */
export interface ReplicaLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Replica {
  /** host:port, never the credentials: it names the replica in logs and metrics. */
  readonly name: string;
  readonly db: Database;
  /** The last replay position read from it; null until one was. */
  replay: bigint | null;
}

/** What the replica set knows of one replica (db/replicas.ts). */
export interface ReplicaState extends Replica {
  readonly pool: pg.Pool;
  readonly direct: PromiseQuery;
  inRotation: boolean;
  /** Why it is out of rotation: `down` (no answer, or not a standby) or `lag`. */
  out: 'down' | 'lag' | null;
  lagMs: number;
  left: { down: number; lag: number };
  fallbacks: number;
}

/** The replica set's figures for GET /metrics: rotation, lag, departures and fallbacks per replica. */
export function replicaMetrics(replicas: readonly ReplicaState[]): MetricFamily[] {
  const per = (value: (replica: ReplicaState) => number) =>
    replicas.map((replica) => ({ labels: { replica: replica.name }, value: value(replica) }));
  return [
    {
      name: 'sakan_db_replica_in_rotation',
      help: 'Whether the replica takes reads (1) or they go to the primary (0).',
      type: 'gauge',
      samples: per((replica) => (replica.inRotation ? 1 : 0)),
    },
    {
      name: 'sakan_db_replica_lag_ms',
      help: 'How long ago the primary wrote the oldest change the replica has not replayed.',
      type: 'gauge',
      samples: per((replica) => replica.lagMs),
    },
    {
      name: 'sakan_db_replica_left_rotation_total',
      help: 'Times the replica left rotation, by reason (down or lag).',
      type: 'counter',
      samples: replicas.flatMap((replica) =>
        (['down', 'lag'] as const).map((reason) => ({
          labels: { replica: replica.name, reason },
          value: replica.left[reason],
        })),
      ),
    },
    {
      name: 'sakan_db_replica_fallback_queries_total',
      help: 'Reads the replica could not answer, run again on the primary.',
      type: 'counter',
      samples: per((replica) => replica.fallbacks),
    },
  ];
}

/** A write position the replicas must have replayed before their answers may be kept in a cache. */
export interface Fence {
  generation: number;
  lsn: bigint | null;
}
