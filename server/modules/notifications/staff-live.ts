import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { CHANNEL } from './repository';

/**
 * The console's queues changed (a submission came in, a request was decided…). Not a user's id: the
 * live streams of staff listen under this name too (stream.ts), and tell the console to fetch its
 * counts again (GET /backoffice/me), which checks the caller's roles as every call does. The event
 * carries no data, so a stream whose staff role was taken away meanwhile learns nothing.
 */
export const STAFF_QUEUES = 'staff:queues';

/**
 * Sends the signal through the same NOTIFY channel as notifications. Inside a transaction PostgreSQL
 * delivers it at commit (a rolled-back change sends nothing); outside one, at once.
 */
export async function queuesChanged(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ user: STAFF_QUEUES })})`);
}
