import * as z from 'zod/mini';
import { envelope, listEnvelope, queryInt } from './common';

/**
 * Notifications a user receives. A row stores a type and its parameters, never text: the title and body are
 * rendered in the reader's language when read, so an Arabic reader of a notification made while they
 * browsed in English still reads Arabic.
 */

export const NotificationType = z.enum([
  'booking_confirmed',
  'payment_failed',
  'hold_expiring',
  'stay_tomorrow',
  'reservation_cancelled',
  'refund_issued',
  'points_earned',
  'points_reversed',
  'investment_request_received',
  'review_reply',
  'review_reaction',
  /** To a host: a unit was taken off the site because its tourism licence expired or is missing. */
  'unit_paused_licence',
  'hosting_accepted',
  'hosting_rejected',
  'hosting_published',
  /** Staff granted or removed coins from the console (backoffice guests). */
  'coins_granted',
  'coins_removed',
  /** To a host: staff sent a unit in review back to draft, with notes (the console's queue). */
  'hosting_sent_back',
  'investment_request_approved',
  'investment_request_declined',
  /**
   * A message in one of the user's threads (contract/messages.ts); `link` is the thread's page. Reading
   * the thread marks its message notifications read, so the bell's count follows the unread messages.
   */
  'message_received',
  /** To a review's author: staff hid it from the guest pages, with the reason (the console's queue). */
  'review_hidden',
]);
export type NotificationType = z.infer<typeof NotificationType>;

export const NotificationItem = z.object({
  /** A decimal string: ids are bigints, and they double as the live stream's event ids. */
  id: z.string(),
  type: NotificationType,
  title: z.string(),
  body: z.string(),
  /** A path on this site without the language prefix (`/account/reservations`), or null. */
  link: z.nullable(z.string()),
  read: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NOTIFICATIONS_MAX_PER_PAGE = 50;
export const NotificationsQuery = z.strictObject({
  page: z.optional(queryInt(1)),
  per_page: z.optional(queryInt(1, NOTIFICATIONS_MAX_PER_PAGE)),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

export const NotificationsResponse = listEnvelope(NotificationItem);
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

/** Ids are positive bigints; anything else (letters, huge numbers) is a 422 on `id`, never a 500. */
export const NotificationParams = z.strictObject({
  id: z.string().check(z.regex(/^[1-9]\d{0,17}$/)),
});

export const NotificationResponse = envelope({ notification: NotificationItem });
export type NotificationResponse = z.infer<typeof NotificationResponse>;

export const UnreadCountResponse = envelope({ unread: z.int() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponse>;

/** POST notifications/{id}/read and notifications/read/all answer the new unread count. */
export const MarkReadResponse = envelope({ unread: z.int() });
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;

/**
 * The live stream (GET notifications/stream, text/event-stream). Each event's `id:` is the newest
 * notification id the client has seen, so a reconnect with `Last-Event-ID` gets what it missed.
 * `count` carries the unread count; `notification` a new item and the count after it.
 */
export const StreamCountEvent = z.object({ unread: z.int() });
export const StreamNotificationEvent = z.object({ unread: z.int(), notification: NotificationItem });
export type StreamNotificationEvent = z.infer<typeof StreamNotificationEvent>;

/** GET notifications/push/key: the VAPID public key, or null when Web Push is not configured. */
export const PushKeyResponse = envelope({ public_key: z.nullable(z.string()) });
export type PushKeyResponse = z.infer<typeof PushKeyResponse>;

/** POST notifications/push/subscribe: a browser PushSubscription as JSON. */
export const PushSubscriptionBody = z.strictObject({
  endpoint: z.url().check(z.maxLength(2000)),
  keys: z.object({
    p256dh: z.string().check(z.minLength(1), z.maxLength(200)),
    auth: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
  expirationTime: z.optional(z.nullable(z.number())),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;
export const PushUnsubscribeBody = z.strictObject({ endpoint: z.url().check(z.maxLength(2000)) });
export const EmptyOk = envelope({});
