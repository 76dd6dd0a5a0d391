import {
  MESSAGE_PHOTOS_MAX,
  MESSAGES_PER_HOUR,
  MESSAGES_PER_MINUTE,
  QUESTIONS_PER_DAY,
  type ReportBody,
  type SendMessageBody,
  type ThreadSide,
} from '../../../contract/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { markReadMatching, notify, nudgeStreams } from '../notifications/service';
import { queuesChanged } from '../notifications/staff-live';
import { maskContactDetails } from './masking';
import * as repository from './repository';
import { threadNotFound } from './threads';
import { masksNow, writable } from './views';
import * as writes from './write-repository';

/**
 * Writing in threads. A message, its photos, the thread's new position and the recipients'
 * notifications (which reach their live streams at commit) go in ONE transaction, so a failure
 * leaves nothing half-written and a retry with the same Idempotency-Key finds the stored answer.
 */

type Tx = Database;

const secondsUntil = (moment: Date | null) =>
  moment ? Math.max(1, Math.ceil((new Date(moment).getTime() - Date.now()) / 1000)) : 60;

/** Per sender over every thread, counted under the sender's lock so parallel sends count exactly. */
async function checkRate(tx: Tx, senderId: string): Promise<void> {
  await writes.lockSender(tx, senderId);
  const recent = await writes.recentSends(tx, senderId);
  if (recent.minute >= MESSAGES_PER_MINUTE || recent.hour >= MESSAGES_PER_HOUR) {
    const free = recent.hour >= MESSAGES_PER_HOUR ? recent.hour_free : recent.minute_free;
    throw new AppError('RATE_LIMITED', 429, 'messages.rate_limited', undefined, {
      retryAfterS: secondsUntil(free),
    });
  }
}

const linkFor = (side: ThreadSide, threadId: number) =>
  side === 'host' ? `/hosting/messages/${threadId}` : `/account/messages/${threadId}`;

/** Stores one message in a locked thread and tells the other side (both sides, for staff). */
async function post(
  tx: Tx,
  thread: writes.LockedThread,
  sender: { id: string; side: ThreadSide },
  body: SendMessageBody,
): Promise<string> {
  const keys = [...new Set(body.photo_keys ?? [])];
  const text = body.text ?? '';
  const { text: stored, masked } =
    sender.side !== 'staff' && masksNow(thread.kind, thread.stay_status)
      ? maskContactDetails(text)
      : { text, masked: false };
  const id = await writes.insertMessage(tx, {
    threadId: thread.id,
    senderId: sender.id,
    side: sender.side,
    body: stored,
    masked,
    photos: keys,
  });
  if ((await writes.attachPhotos(tx, id, sender.id, keys)) !== keys.length) {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
      { field: 'photo_keys', messageKey: 'messages.photo_unknown', params: { max: MESSAGE_PHOTOS_MAX } },
    ]);
  }
  await writes.advanceThread(tx, thread.id, id, sender.side);
  const recipients: [string, ThreadSide][] = [];
  if (sender.side !== 'guest') recipients.push([thread.guest_id, 'guest']);
  if (sender.side !== 'host') recipients.push([thread.host_id, 'host']);
  for (const [userId, side] of recipients) {
    await notify(tx, {
      userId,
      type: 'message_received',
      params: { thread_id: thread.id, unit_en: thread.title_en, unit_ar: thread.title_ar },
      link: linkFor(side, thread.id),
    });
  }
  return id;
}

/** A participant writes in their thread. */
export async function sendMessage(
  db: Database,
  senderId: string,
  threadId: number,
  body: SendMessageBody,
): Promise<string> {
  return db.transaction(async (tx) => {
    await checkRate(tx, senderId);
    const thread = await writes.lockThread(tx, threadId, senderId);
    if (!thread) throw threadNotFound();
    if (!writable(thread.stay_status)) throw new AppError('CONFLICT', 409, 'messages.thread_closed');
    const side: ThreadSide = thread.guest_id === senderId ? 'guest' : 'host';
    return post(tx, thread, { id: senderId, side }, body);
  });
}

/** Staff write in any thread from the console (the caller's transaction holds the audit row). */
export async function sendAsStaff(tx: Tx, staffId: string, threadId: number, body: SendMessageBody) {
  const thread = await writes.lockThread(tx, threadId, null);
  if (!thread) throw threadNotFound();
  return post(tx, thread, { id: staffId, side: 'staff' }, body);
}

/**
 * A guest's question about a unit before booking: their one thread on that unit, opened the first
 * time; at most QUESTIONS_PER_DAY new ones in 24 hours. Answers the thread and the message ids.
 */
export async function askQuestion(db: Database, guestId: string, unitId: number, body: SendMessageBody) {
  return db.transaction(async (tx) => {
    await checkRate(tx, guestId);
    const unit = await writes.findAskableUnit(tx, unitId);
    if (!unit) throw new AppError('NOT_FOUND', 404, 'messages.unit_not_found');
    if (unit.host_id === guestId) throw new AppError('CONFLICT', 409, 'messages.own_unit');
    let threadId = await writes.questionThreadOf(tx, unitId, guestId);
    if (threadId === undefined) {
      const today = await writes.questionsStartedToday(tx, guestId);
      if (today.n >= QUESTIONS_PER_DAY) {
        throw new AppError('RATE_LIMITED', 429, 'messages.questions_limit', undefined, {
          retryAfterS: secondsUntil(today.free),
        });
      }
      threadId = await writes.insertQuestionThread(tx, unitId, guestId, unit.host_id);
    }
    const thread = await writes.lockThread(tx, threadId, guestId);
    if (!thread) throw threadNotFound();
    const messageId = await post(tx, thread, { id: guestId, side: 'guest' }, body);
    return { threadId, messageId };
  });
}

/**
 * Reads the thread up to `upTo` (default: all). Its message notifications are marked read with it, so
 * the bell's count drops by them; the other side's streams are nudged to show the read marks.
 */
export async function markThreadRead(db: Database, viewer: string, threadId: number, upTo: string | null) {
  await db.transaction(async (tx) => {
    const other = await writes.markRead(tx, viewer, threadId, upTo);
    if (other === undefined) throw threadNotFound();
    await markReadMatching(tx, viewer, {
      type: 'message_received',
      param: 'thread_id',
      value: String(threadId),
    });
    await nudgeStreams(tx, other);
  });
  const [unread, total] = await Promise.all([
    repository.countUnread(db, viewer, threadId),
    repository.countUnread(db, viewer),
  ]);
  return { unread, unread_total: total };
}

/** Reports a message the viewer can see (not their own), once; it joins the console's queue. */
export async function reportMessage(db: Database, viewer: string, messageId: string, body: ReportBody) {
  await db.transaction(async (tx) => {
    const message = await writes.findVisibleMessage(tx, viewer, messageId);
    if (!message) throw new AppError('NOT_FOUND', 404, 'messages.message_not_found');
    if (message.sender_id === viewer) throw new AppError('FORBIDDEN', 403, 'messages.own_message');
    const fresh = await writes.insertReport(tx, {
      messageId,
      reporterId: viewer,
      reason: body.reason,
      note: body.note ? body.note : null,
    });
    if (fresh) await queuesChanged(tx);
  });
}
