import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The SQL of message photos: who uploaded each, and who may read it. */

export async function recordUpload(db: Database, key: string, uploader: string): Promise<void> {
  await db.execute(sql`insert into message_photos (key, uploader_id) values (${key}, ${uploader})`);
}

/**
 * Whether `viewer` may see the photo: their own upload not sent yet, or a photo of a message that is
 * not hidden, in a thread they take part in; `staff` reads every one (the console).
 */
export async function canSeePhoto(
  db: Database,
  viewer: string,
  key: string,
  staff = false,
): Promise<boolean> {
  const rows = await db.execute(sql`
    select 1 from message_photos p left join messages m on m.id = p.message_id
      left join message_threads t on t.id = m.thread_id
    where p.key = ${key} and (${staff}::boolean or (p.message_id is null and p.uploader_id = ${viewer})
      or (m.hidden_at is null and (t.guest_id = ${viewer} or t.host_id = ${viewer})))`);
  return rows.rows.length > 0;
}
