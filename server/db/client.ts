import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

/** Connections kept open while idle, so a burst starts on warm ones (see connectDatabase). */
export const POOL_MIN = 4;

/**
 * One pool per process. The short connection timeout keeps /health (and requests) from hanging when
 * the database is gone; a pool error (e.g. the server restarted) is logged instead of crashing us.
 *
 * A new connection costs a SCRAM handshake (PBKDF2 on libuv's thread pool, which password hashing
 * also uses), so the pool keeps POOL_MIN connections open even when idle: a burst of sign-ups then
 * runs its queries on connections that already exist instead of waiting behind scrypt for new ones.
 * Call `warmPool` once at start to open them.
 */
export function connectDatabase(
  url: string,
  onPoolError: (error: Error) => void = () => {},
  max = 10,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    min: Math.min(POOL_MIN, max),
    connectionTimeoutMillis: 3000,
  });
  pool.on('error', onPoolError);
  return { db: drizzle({ client: pool, schema }), pool };
}

/** Opens POOL_MIN connections now rather than on the first requests. */
export async function warmPool(pool: pg.Pool): Promise<void> {
  const clients = await Promise.all(Array.from({ length: POOL_MIN }, () => pool.connect()));
  for (const client of clients) client.release();
}
