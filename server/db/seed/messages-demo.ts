import { sql } from 'drizzle-orm';
import { notify } from '../../modules/notifications/service';
import type { Database } from '../client';
import { DEMO_ACCOUNT } from './demo-account';
import { DEMO_HOST } from './review-replies';

/** The demo stay's door code, shown in the demo guest's stay kit from 48 hours before check-in. */
export const DEMO_DOOR_CODE = '4827#';

/**
 * The demo guest and the demo host talk about the guest's soonest confirmed upcoming stay at one of
 * the host's units (README, "Messages"): the guest writes in English, the host answers in Arabic,
 * and the guest's last message, in Arabic, waits unread for the host (with its notification, so the
 * host's bell counts it). The unit gets check-in instructions in both languages and a door code.
 */
export const DEMO_THREAD: readonly { from: 'guest' | 'host'; text: string }[] = [
  { from: 'guest', text: 'Hello Khalid! We land at 11:00. Could we check in at noon instead of 15:00?' },
  {
    from: 'host',
    text: 'أهلًا نورة! نعم، ستكون الشقة جاهزة من الساعة ١٢ ظهرًا. ستجدين رمز الباب وتعليمات الوصول في دليل الإقامة قبل وصولك بيومين.',
  },
  { from: 'guest', text: 'شكرًا جزيلًا! هل يوجد موقف للسيارة قريب من المدخل؟' },
];

export async function writeMessagesDemo(tx: Database): Promise<void> {
  const stays = await tx.execute<{ id: string; unit_id: number; title_en: string; title_ar: string }>(sql`
    select r.id, r.unit_id, u.title_en, u.title_ar from reservations r join units u on u.id = r.unit_id
    where r.user_id = ${DEMO_ACCOUNT.id} and u.host_id = ${DEMO_HOST.id} and r.status = 'confirmed'
      and r.check_in > current_date
    order by r.check_in limit 1`);
  const stay = stays.rows[0];
  if (!stay) return;
  await tx.execute(sql`
    update units set
      check_in_instructions_en = case when check_in_instructions_en = '' then 'The building is the third on the left after the mosque. Take the lift to the 4th floor; the flat is the first door on the right. The key box is beside the door.' else check_in_instructions_en end,
      check_in_instructions_ar = case when check_in_instructions_ar = '' then 'المبنى هو الثالث على اليسار بعد المسجد. اصعد بالمصعد إلى الطابق الرابع، والشقة أول باب على اليمين، وصندوق المفاتيح بجانب الباب.' else check_in_instructions_ar end
    where id = ${stay.unit_id}`);
  await tx.execute(sql`insert into unit_door_codes (unit_id, door_code) values (${stay.unit_id}, ${DEMO_DOOR_CODE})
    on conflict (unit_id) do nothing`);
  const threads = await tx.execute<{ id: number }>(sql`
    insert into message_threads (kind, reservation_id, unit_id, guest_id, host_id)
    values ('stay', ${stay.id}, ${stay.unit_id}, ${DEMO_ACCOUNT.id}, ${DEMO_HOST.id})
    on conflict (reservation_id) do update set kind = excluded.kind returning id`);
  const threadId = threads.rows[0]!.id;
  const ids: string[] = [];
  // An hour apart, ending a little before now, so the thread reads like a real exchange.
  for (const [index, message] of DEMO_THREAD.entries()) {
    const minutesAgo = (DEMO_THREAD.length - index) * 60;
    const sender = message.from === 'guest' ? DEMO_ACCOUNT.id : DEMO_HOST.id;
    const rows = await tx.execute<{ id: string }>(sql`
      insert into messages (thread_id, sender_id, sender_side, body, created_at)
      values (${threadId}, ${sender}, ${message.from}, ${message.text}, now() - make_interval(mins => ${minutesAgo}))
      returning id::text as id`);
    ids.push(rows.rows[0]!.id);
  }
  const [, hostReply, last] = ids;
  // The guest has read everything; the host read up to their own answer, so the last one is unread.
  await tx.execute(sql`
    update message_threads set last_message_id = ${last}::bigint, last_message_at = now() - interval '60 minutes',
      guest_read_id = ${last}::bigint, guest_delivered_id = ${last}::bigint,
      host_read_id = ${hostReply}::bigint, host_delivered_id = ${hostReply}::bigint,
      guest_mailed_id = ${last}::bigint, host_mailed_id = ${last}::bigint
    where id = ${threadId}`);
  await notify(tx, {
    userId: DEMO_HOST.id,
    type: 'message_received',
    params: { thread_id: threadId, unit_en: stay.title_en, unit_ar: stay.title_ar },
    link: `/hosting/messages/${threadId}`,
  });
}
