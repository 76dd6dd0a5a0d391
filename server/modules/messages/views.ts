import type {
  ConsoleMessage,
  ConsoleThreadItem,
  Message,
  MessagePhoto,
  ThreadSide,
  ThreadSummary,
} from '../../../contract/messages';
import type { MessageRow, ThreadRow } from './repository';

/** Rows as the contract's answers: the only place the module shapes what leaves it. */

export const photoOf = (key: string): MessagePhoto => ({ key, url: `/api/v1/messages/photos/${key}` });

const firstName = (name: string | null) => (name ?? '').trim().split(/\s+/)[0] ?? '';

/** Contact details are masked until the stay is confirmed (a question never has one). */
export const masksNow = (kind: 'stay' | 'question', stayStatus: string | null) =>
  kind === 'question' || (stayStatus !== 'confirmed' && stayStatus !== 'completed');

/** Anyone in the thread may write, but not in an expired hold's thread (that stay never happened). */
export const writable = (stayStatus: string | null) => stayStatus !== 'expired';

export function sideOf(row: { guest_id: string; host_id: string }, viewer: string): ThreadSide {
  if (row.guest_id === viewer) return 'guest';
  if (row.host_id === viewer) return 'host';
  return 'staff';
}

export function toSummary(row: ThreadRow, viewer: string): ThreadSummary {
  const side = sideOf(row, viewer);
  const excerpt = row.last_hidden ? '' : (row.last_body ?? '').slice(0, 140);
  return {
    id: row.id,
    kind: row.kind,
    side,
    unit: { id: row.unit_id, slug: row.unit_slug, title: row.unit_title, cover_key: row.cover_key },
    stay:
      row.reservation_id && row.stay_code && row.stay_check_in && row.stay_check_out && row.stay_status
        ? {
            id: row.reservation_id,
            code: row.stay_code,
            check_in: row.stay_check_in,
            check_out: row.stay_check_out,
            status: row.stay_status,
          }
        : null,
    counterpart: firstName(side === 'host' ? row.guest_name : row.host_name),
    last_message:
      row.last_side && row.last_created_at
        ? {
            excerpt,
            sender: row.last_side,
            mine: row.last_sender === viewer,
            created_at: new Date(row.last_created_at).toISOString(),
          }
        : null,
    unread: row.unread,
    masking: masksNow(row.kind, row.stay_status),
    can_write: side !== 'staff' && writable(row.stay_status),
    updated_at: new Date(row.last_message_at).toISOString(),
  };
}

/** `staffId`: the reader, who takes no part in the thread (their side reads as staff). */
export function toConsoleThread(row: ThreadRow, staffId: string): ConsoleThreadItem {
  return {
    ...toSummary(row, staffId),
    guest: { name: row.guest_name ?? '', email: row.guest_email ?? '' },
    host: { name: row.host_name ?? '', email: row.host_email ?? '' },
    messages_count: row.messages_count,
    reports_open: row.reports_open,
  };
}

/** A participant's view: a hidden message keeps its place but says nothing. */
export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    thread_id: row.thread_id,
    sender: row.sender_side,
    author: row.author,
    mine: row.mine,
    text: row.hidden ? '' : row.body,
    masked: row.masked,
    photos: row.hidden ? [] : row.photo_keys.map(photoOf),
    hidden: row.hidden,
    created_at: new Date(row.created_at).toISOString(),
    mark: row.mark,
  };
}

/** Staff read everything, hidden messages included, with the reason and the number of reports. */
export function toConsoleMessage(row: MessageRow): ConsoleMessage {
  return {
    ...toMessage({ ...row, hidden: false }),
    hidden: row.hidden,
    hidden_reason: row.hidden_reason,
    reports: row.reports,
  };
}

/** A page as asked for: at most `limit`, oldest first, and the cursor of the page before it. */
export function pageOf<T extends { id: string }>(
  rows: T[],
  limit: number,
): { rows: T[]; older: string | null } {
  const more = rows.length > limit;
  const page = more ? rows.slice(rows.length - limit) : rows;
  return { rows: page, older: more ? (page[0]?.id ?? null) : null };
}
