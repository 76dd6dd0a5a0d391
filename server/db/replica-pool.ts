import pg from 'pg';
import { parseLsn } from './lsn';

/** Socket errors: the replica's host or port does not answer, or the connection broke mid-query. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
/**
 * SQLSTATEs after which the same read on the primary will answer: the replica is shutting down or
 * starting (57P01–57P03), the connection failed (class 08), or replay cancelled the read to apply a
 * vacuum from the primary ("conflict with recovery", 40001 on a standby).
 */
const RETRYABLE_STATES = /^(57P0[123]|08...|40001)$/;
/** pg's own messages for a connection that ended or never opened in time (no code attached). */
const RETRYABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** Whether a failed read on a replica should be run again on the primary (and the replica set aside). */
export function isReplicaUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_ERRORS.has(code) || RETRYABLE_STATES.test(code))) return true;
  return RETRYABLE_MESSAGES.test(error.message);
}

export type PromiseQuery = (query: unknown, values?: unknown) => Promise<pg.QueryResult>;

/**
 * A pool on a read replica whose reads fall back to the primary when the replica cannot answer: the
 * health poll notices a dead replica within its interval, and the reads sent to it in between (or in
 * flight when it stopped) would otherwise fail. Only reads ever reach this pool (app.readDb), so running
 * one again on the primary is safe; a write sent here by mistake fails on the read-only replica
 * (25006) and is not retried, so the mistake shows. It stays a `pg.Pool` (drizzle and runPrepared check
 * for one); only the promise form of `query` is wrapped, the one drizzle and db/prepared.ts use.
 */
export function replicaPool(
  config: pg.PoolConfig,
  primary: pg.Pool,
  onUnavailable: (error: Error) => void,
): { pool: pg.Pool; direct: PromiseQuery } {
  const pool = new pg.Pool(config);
  const own = pool.query.bind(pool) as PromiseQuery;
  const onPrimary = primary.query.bind(primary) as PromiseQuery;
  const query: PromiseQuery = (text, values) =>
    own(text, values).catch((error: unknown) => {
      if (!isReplicaUnavailable(error)) throw error;
      onUnavailable(error as Error);
      return onPrimary(text, values);
    });
  pool.query = query as typeof pool.query;
  // `direct` asks the replica itself, without the fallback: the health poll must see a dead replica.
  return { pool, direct: own };
}

/**
 * A replica's replay position, or null before it has replayed anything, or the reason it is unfit:
 * no answer within `timeoutMs` (a replica that accepts connections but never answers is as good as
 * down), or not a standby (promoted, or pointed at a primary).
 */
export async function readReplay(direct: PromiseQuery, timeoutMs: number): Promise<bigint | null | Error> {
  try {
    const { rows } = await direct({
      text: 'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replay',
      query_timeout: timeoutMs,
    });
    const row = rows[0] as { standby: boolean; replay: string | null } | undefined;
    if (!row?.standby) return new Error('not a standby (promoted, or pointed at a primary)');
    return row.replay === null ? null : parseLsn(row.replay);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
