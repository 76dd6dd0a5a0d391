import * as z from 'zod/mini';
import { envelope, listEnvelope, Money, queryInt, QueryId, text } from './common';
import {
  MESSAGE_PHOTOS_MAX,
  MESSAGES_PAGE_MAX,
  DOOR_CODE_MAX,
  Message,
  MessageId,
  MessagePhoto,
  MessagePhotoKey,
  MessageText,
  NO_CONTROLS,
  ReportReason,
  ThreadStay,
  ThreadSummary,
  ThreadUnit,
} from './messages-base';

export * from './messages-base';
export * from './messages-console';

/**
 * Messages between a guest and a host (/api/v1/messages). One thread per reservation, and one per
 * guest and unit for a question asked before booking. Texts are plain text only (the client makes
 * links clickable itself, never as HTML). Contact details written before a stay is confirmed are
 * masked by the server (`masked` tells the client to show a note). Every thread is visible to its
 * guest, its host and staff only: anyone else's thread id answers 404, like a missing one.
 */

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
/**
 * The stored message is `data.sent`: the envelope's `data.message` is the answer's own text (every
 * answer has one), so a payload field of that name would be overwritten.
 */
export const MessageResponse = envelope({ sent: Message });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** POST messages/units/{unit_id}/questions — a question before booking (QUESTIONS_PER_DAY new ones). */
export const UnitParams = z.strictObject({ unit_id: QueryId });
export const QuestionResponse = envelope({ thread: ThreadSummary, sent: Message });
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
