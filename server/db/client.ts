import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

/**
 * One pool per process. The short connection timeout keeps /health (and requests) from hanging when
 * the database is gone; a pool error (e.g. the server restarted) is logged instead of crashing us.
 */
export function connectDatabase(
  url: string,
  onPoolError: (error: Error) => void = () => {},
  max = 10,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 3000 });
  pool.on('error', onPoolError);
  return { db: drizzle({ client: pool, schema }), pool };
}
