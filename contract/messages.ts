import * as z from 'zod/mini';
import { envelope, IsoDate, listEnvelope, Money, queryInt, QueryId, text } from './common';

/**
 * Messages between a guest and a host (/api/v1/messages). One thread per reservation, and one per
 * guest and unit for a question asked before booking. Texts are plain text only (the client makes
 * links clickable itself, never as HTML). Contact details written before a stay is confirmed are
 * masked by the server (`masked` tells the client to show a note). Every thread is visible to its
 * guest, its host and staff only: anyone else's thread id answers 404, like a missing one.
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
const NO_CONTROLS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
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

/** GET messages/threads — the caller's threads as a guest or as a host, newest first, searchable. */
export const ThreadsQuery = z.strictObject({
  as: z.optional(z.enum(['guest', 'host'])),
  q: z.optional(text(z.trim(), z.maxLength(100))),
  unread: z.optional(z.enum(['true', 'false'])),
  page: z.optional(queryInt(1, 10_000)),
  per_page: z.optional(queryInt(1, 50)),
});
export type ThreadsQuery = z.infer<typeof ThreadsQuery>;
const ThreadList = listEnvelope(ThreadSummary);
export const ThreadsResponse = z.extend(ThreadList, {
  data: z.extend(ThreadList.shape.data, { unread_total: z.int() }),
});
export type ThreadsResponse = z.infer<typeof ThreadsResponse>;

export const ThreadParams = z.strictObject({ id: QueryId });
/** GET messages/threads/{id}: `before` pages back to older messages (keyset), newest last. */
export const ThreadQuery = z.strictObject({
  before: z.optional(MessageId),
  limit: z.optional(queryInt(1, MESSAGES_PAGE_MAX)),
});
export type ThreadQuery = z.infer<typeof ThreadQuery>;
export const ThreadDetail = z.object({
  thread: ThreadSummary,
  /** Oldest first, newest last. */
  messages: z.array(Message),
  /** Pass as `before` for the page before this one; null when this page starts the thread. */
  older: z.nullable(z.string()),
});
export type ThreadDetail = z.infer<typeof ThreadDetail>;
export const ThreadResponse = envelope(ThreadDetail.shape);
export type ThreadResponse = z.infer<typeof ThreadResponse>;

/** PUT messages/stays/{reservation_id}/thread — opens (or finds) the stay's thread. */
export const StayParams = z.strictObject({ reservation_id: z.uuid() });
export const ThreadSummaryResponse = envelope({ thread: ThreadSummary });
export type ThreadSummaryResponse = z.infer<typeof ThreadSummaryResponse>;

/**
 * POST messages/threads/{id}/messages — text, photos or both (at least one). Send it with an
 * Idempotency-Key: the outbox's replay of a message written offline is stored once.
 */
export const SendMessageBody = z
  .strictObject({
    text: z.optional(MessageText),
    photo_keys: z.optional(z.array(MessagePhotoKey).check(z.maxLength(MESSAGE_PHOTOS_MAX))),
  })
  .check(
    z.refine((body) => (body.text ?? '').length > 0 || (body.photo_keys ?? []).length > 0, {
      path: ['text'],
      params: { i18n: 'messages.empty' },
    }),
  );
export type SendMessageBody = z.infer<typeof SendMessageBody>;
export const MessageResponse = envelope({ message: Message });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** POST messages/units/{unit_id}/questions — a question before booking (QUESTIONS_PER_DAY new ones). */
export const UnitParams = z.strictObject({ unit_id: QueryId });
export const QuestionResponse = envelope({ thread: ThreadSummary, message: Message });
export type QuestionResponse = z.infer<typeof QuestionResponse>;

/** POST messages/threads/{id}/read — everything up to `up_to` (default: the newest) is read. */
export const MarkReadBody = z.optional(z.strictObject({ up_to: z.optional(MessageId) }));
export type MarkReadBody = z.infer<typeof MarkReadBody>;
export const MarkThreadReadResponse = envelope({ unread: z.int(), unread_total: z.int() });
export type MarkThreadReadResponse = z.infer<typeof MarkThreadReadResponse>;

/** GET messages/unread — unread messages in all the caller's threads (as guest and as host). */
export const UnreadMessagesResponse = envelope({ unread: z.int() });
export type UnreadMessagesResponse = z.infer<typeof UnreadMessagesResponse>;

/** POST messages/{id}/report — once per person and message; a repeat answers the same. */
export const MessageParams = z.strictObject({ id: MessageId });
export const ReportBody = z.strictObject({
  reason: ReportReason,
  note: z.optional(text(z.trim(), z.maxLength(500), z.regex(NO_CONTROLS))),
});
export type ReportBody = z.infer<typeof ReportBody>;
export const ReportResponse = envelope({ reported: z.boolean() });
export type ReportResponse = z.infer<typeof ReportResponse>;

/** POST messages/photos — multipart `photos` (1 to MESSAGE_PHOTOS_MAX), then sent by key. */
export const PhotosResponse = envelope({ photos: z.array(MessagePhoto) });
export type PhotosResponse = z.infer<typeof PhotosResponse>;
export const PhotoFileParams = z.strictObject({
  file: z.string().check(z.regex(/^mp-[0-9a-f]{32}-(320|1024)\.webp$/)),
});

/** PUT messages/units/{unit_id}/door-code — the unit's host; '' removes it. */
export const DoorCodeBody = z.strictObject({
  door_code: text(z.trim(), z.maxLength(DOOR_CODE_MAX), z.regex(NO_CONTROLS)),
});
export type DoorCodeBody = z.infer<typeof DoorCodeBody>;
export const DoorCodeResponse = envelope({ door_code: z.string() });
export type DoorCodeResponse = z.infer<typeof DoorCodeResponse>;

/**
 * GET messages/stays/{reservation_id}/kit — one read for a confirmed stay, for the client to keep
 * offline. The instructions and door code are null until ACCESS_HOURS_BEFORE before check-in.
 */
export const StayKit = z.object({
  stay: z.extend(ThreadStay, {
    nights: z.int(),
    guests: z.int(),
    check_in_time: z.string(),
    check_out_time: z.string(),
    /** When check-in begins (ISO, UTC) and when the code and instructions show. */
    check_in_at: z.iso.datetime({ offset: true }),
    access_from: z.iso.datetime({ offset: true }),
    time_zone: z.string(),
  }),
  unit: ThreadUnit,
  address: z.string(),
  area: z.string(),
  city: z.string(),
  position: z.object({ lat: z.number(), lng: z.number() }),
  house_rules: z.string(),
  check_in_instructions: z.nullable(z.string()),
  door_code: z.nullable(z.string()),
  host: z.object({ name: z.string() }),
  receipt: z.object({
    nights: Money,
    extras: Money,
    cleaning_fee: Money,
    discount: Money,
    vat: Money,
    coins: Money,
    /** What the card paid. */
    total: Money,
    promo_code: z.nullable(z.string()),
    confirmed_at: z.nullable(z.iso.datetime({ offset: true })),
  }),
  /** The stay's thread, its newest messages (up to MESSAGES_PAGE_MAX), oldest first. */
  thread: ThreadDetail,
  generated_at: z.iso.datetime({ offset: true }),
});
export type StayKit = z.infer<typeof StayKit>;
export const StayKitResponse = envelope({ kit: StayKit });
export type StayKitResponse = z.infer<typeof StayKitResponse>;

// ── The console (/api/v1/backoffice/messages…): support (and admin) ──────────────────────────────

export const ConsoleThreadsQuery = z.strictObject({
  /** A reservation code, an email or name of either side, or a unit's title. */
  q: z.optional(text(z.trim(), z.maxLength(200))),
  page: z.optional(queryInt(1, 100_000)),
});
export type ConsoleThreadsQuery = z.infer<typeof ConsoleThreadsQuery>;
export const ConsoleThreadItem = z.extend(ThreadSummary, {
  guest: z.object({ name: z.string(), email: z.string() }),
  host: z.object({ name: z.string(), email: z.string() }),
  messages_count: z.int(),
  reports_open: z.int(),
});
export type ConsoleThreadItem = z.infer<typeof ConsoleThreadItem>;
export const ConsoleThreadsResponse = listEnvelope(ConsoleThreadItem);

/** A message as staff read it: a hidden one keeps its text, with who hid it and why. */
export const ConsoleMessage = z.extend(Message, {
  hidden_reason: z.nullable(z.string()),
  reports: z.int(),
});
export type ConsoleMessage = z.infer<typeof ConsoleMessage>;
export const ConsoleThreadResponse = envelope({
  thread: ConsoleThreadItem,
  messages: z.array(ConsoleMessage),
  older: z.nullable(z.string()),
});
export type ConsoleThreadResponse = z.infer<typeof ConsoleThreadResponse>;

/** The reports queue beside the reviews: a reported message waits until hidden or kept. */
export const MessageReportsQuery = z.strictObject({
  status: z.optional(z.enum(['waiting', 'hidden', 'all'])),
  q: z.optional(text(z.trim(), z.maxLength(200))),
  page: z.optional(queryInt(1, 100_000)),
});
export type MessageReportsQuery = z.infer<typeof MessageReportsQuery>;
export const MessageReportItem = z.object({
  message: ConsoleMessage,
  thread_id: z.int(),
  unit: ThreadUnit,
  reasons: z.array(ReportReason),
  notes: z.array(z.string()),
  reports: z.int(),
  waiting: z.boolean(),
  first_reported_at: z.iso.datetime({ offset: true }),
});
export type MessageReportItem = z.infer<typeof MessageReportItem>;
export const MessageReportsResponse = listEnvelope(MessageReportItem);
export const MessageReportResponse = envelope({ report: MessageReportItem });
export type MessageReportResponse = z.infer<typeof MessageReportResponse>;
