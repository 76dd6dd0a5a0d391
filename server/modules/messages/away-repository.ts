import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The away mail's claims. A side is owed a mail when a message to it has waited unread since `before`
 * (10 minutes ago) and no mail went since it last read the thread (`<side>_mailed_id` at most its read
 * mark). Claiming moves the mailed mark to the thread's newest message in the same statement that
 * finds it (rows locked, others skipped), so two sweeps, on any instances, mail a thread once.
 */

export type AwayClaim = {
  thread_id: number;
  side: 'guest' | 'host';
  previous: number;
  claimed: number;
  user_id: string;
  email: string | null;
  name: string | null;
  locale: 'en' | 'ar';
  title_en: string;
  title_ar: string;
  unread: number;
};

const claimSide = (side: 'guest' | 'host', before: Date) => {
  const person = sql.raw(`t.${side}_id`);
  const read = sql.raw(`t.${side}_read_id`);
  const mailed = sql.raw(`${side}_mailed_id`);
  return sql`
    with due as (
      select t.id, t.${mailed} as previous from message_threads t
      where t.last_message_id > ${read} and t.${mailed} <= ${read}
        and exists (select 1 from messages m where m.thread_id = t.id and m.sender_id <> ${person}
          and m.id > ${read} and m.created_at <= ${before.toISOString()}::timestamptz)
      order by t.id limit 200 for update of t skip locked
    ), claimed as (
      update message_threads t set ${mailed} = t.last_message_id from due where t.id = due.id
      returning t.id, due.previous, t.last_message_id as claimed, ${person} as user_id, t.unit_id, ${read} as read_id
    )
    select c.id as thread_id, ${side} as side, c.previous::float8 as previous, c.claimed::float8 as claimed,
      c.user_id, p.email, p.name, p.locale, u.title_en, u.title_ar,
      (select count(*)::int from messages m where m.thread_id = c.id and m.sender_id <> c.user_id
        and m.id > c.read_id) as unread
    from claimed c join users p on p.id = c.user_id join units u on u.id = c.unit_id`;
};

export async function claimAwayMails(db: Database, before: Date): Promise<AwayClaim[]> {
  const claims: AwayClaim[] = [];
  for (const side of ['guest', 'host'] as const) {
    claims.push(...(await db.execute<AwayClaim>(claimSide(side, before))).rows);
  }
  return claims;
}

/** A mail that could not be sent gives its claim back, so the next sweep tries again. */
export async function releaseClaim(db: Database, claim: AwayClaim): Promise<void> {
  const mailed = sql.raw(`${claim.side}_mailed_id`);
  await db.execute(sql`update message_threads set ${mailed} = ${claim.previous}
    where id = ${claim.thread_id} and ${mailed} = ${claim.claimed}`);
}
