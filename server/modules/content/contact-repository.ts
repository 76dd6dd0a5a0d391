import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema/index';
import { queuesChanged } from '../notifications/staff-live';

export interface NewContactMessage {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  topic: string;
  message: string;
  locale: string;
  ip: string;
}

/**
 * Counts the address's messages of the last hour and stores this one in one transaction, holding a
 * lock on the address meanwhile: two messages sent at once are counted one after the other, so the
 * limit can't be slipped past by sending in parallel. Returns false when over the limit.
 */
export async function insertWithinLimit(
  db: Database,
  row: NewContactMessage,
  perHour: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${row.email}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.email, row.email),
          gt(contactMessages.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.n ?? 0) >= perHour) return false;
    await tx.insert(contactMessages).values(row);
    await queuesChanged(tx);
    return true;
  });
}
