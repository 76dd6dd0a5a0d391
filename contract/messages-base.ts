import * as z from 'zod/mini';
import { IsoDate, text } from './common';

/**
 * The messages domain's entities and limits (contract/messages.ts re-exports them with its requests
 * and answers): a message, a thread as its lists show it, and the ids and texts requests carry.
 */

export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_PHOTOS_MAX = 4;
export const MESSAGE_PHOTO_BYTES = 12 * 1024 * 1024;
/** The widths a message photo is stored at: a thumbnail in the thread and the full view. */
export const MESSAGE_PHOTO_WIDTHS = [320, 1024] as const;
/** Per sender, over every thread: more answers 429 with Retry-After. */
export const MESSAGES_PER_MINUTE = 10;
export const MESSAGES_PER_HOUR = 100;
/** New questions (threads on a unit before booking) a guest may start in 24 hours. */
export const QUESTIONS_PER_DAY = 5;
/** Check-in instructions and the door code show from this many hours before check-in. */
export const ACCESS_HOURS_BEFORE = 48;
export const MESSAGES_PAGE_DEFAULT = 30;
export const MESSAGES_PAGE_MAX = 100;
export const THREADS_PER_PAGE = 20;
export const DOOR_CODE_MAX = 100;

export const ThreadKind = z.enum(['stay', 'question']);
export type ThreadKind = z.infer<typeof ThreadKind>;
/** Who wrote a message, and which side of a thread the caller reads it from. */
export const ThreadSide = z.enum(['guest', 'host', 'staff']);
export type ThreadSide = z.infer<typeof ThreadSide>;
/** A message's progress as its sender sees it: stored, fetched by the other side, read by them. */
export const MessageMark = z.enum(['sent', 'delivered', 'read']);
export type MessageMark = z.infer<typeof MessageMark>;
export const ReportReason = z.enum(['spam', 'abuse', 'contact_details', 'scam', 'other']);
export type ReportReason = z.infer<typeof ReportReason>;

/** Message ids are bigints sent as decimal strings; anything else is a 422, never a 500. */
export const MessageId = z.string().check(z.regex(/^[1-9]\d{0,17}$/));
/** A message photo's key as the upload answered it: `mp-` and 32 hex digits. */
export const MessagePhotoKey = z.string().check(z.regex(/^mp-[0-9a-f]{32}$/));

// Control characters other than tab and line breaks have no place in a message (NUL cannot be stored).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const NO_CONTROLS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
export const MessageText = text(z.trim(), z.maxLength(MESSAGE_TEXT_MAX), z.regex(NO_CONTROLS));

/** A photo in a message: read with the Authorization header at `url` + `-<width>.webp`. */
export const MessagePhoto = z.object({
  key: z.string(),
  /** `/api/v1/messages/photos/<key>`; append `-320.webp` or `-1024.webp`. */
  url: z.string(),
});
export type MessagePhoto = z.infer<typeof MessagePhoto>;

export const Message = z.object({
  id: z.string(),
  thread_id: z.int(),
  sender: ThreadSide,
  /** The author's first name; for staff, empty (the client says "Sakan support"). */
  author: z.string(),
  mine: z.boolean(),
  /** As stored: masked where contact details were taken out. '' for a hidden message's readers. */
  text: z.string(),
  /** Contact details were masked in it: the client shows a note under it. */
  masked: z.boolean(),
  photos: z.array(MessagePhoto),
  /** Staff took it out after a report: its text and photos are no longer shown. */
  hidden: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  /** The caller's own messages only: sent, delivered or read by the other side; null on others'. */
  mark: z.nullable(MessageMark),
});
export type Message = z.infer<typeof Message>;

export const ThreadUnit = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  cover_key: z.nullable(z.string()),
});
export const ThreadStay = z.object({
  id: z.uuid(),
  code: z.string(),
  check_in: IsoDate,
  check_out: IsoDate,
  status: z.enum(['pending_payment', 'confirmed', 'expired', 'cancelled', 'completed']),
});

export const ThreadSummary = z.object({
  id: z.int(),
  kind: ThreadKind,
  /** The caller's side of the thread (staff read from the console). */
  side: ThreadSide,
  unit: ThreadUnit,
  /** The reservation of a stay's thread; null for a question. */
  stay: z.nullable(ThreadStay),
  /** The other side's first name (the host's to a guest, the guest's to a host). */
  counterpart: z.string(),
  last_message: z.nullable(
    z.object({
      /** At most 140 characters of it; '' for a photo alone or a hidden message. */
      excerpt: z.string(),
      sender: ThreadSide,
      mine: z.boolean(),
      created_at: z.iso.datetime({ offset: true }),
    }),
  ),
  /** Messages from the other side (or staff) the caller has not read. */
  unread: z.int(),
  /** Contact details written now are masked (no confirmed stay yet). */
  masking: z.boolean(),
  /** The caller may write (a participant, and the stay is not expired). */
  can_write: z.boolean(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type ThreadSummary = z.infer<typeof ThreadSummary>;
