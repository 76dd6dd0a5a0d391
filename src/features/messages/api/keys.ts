import type { Locale } from '../../../../contract/i18n';

/** Which side of a thread a page reads: a guest's (kept offline) or a host's (never kept). */
export type Audience = 'guest' | 'host';

export interface ThreadsFilter {
  q?: string;
  page: number;
}

/**
 * Query keys of the messages domain. The user id is in every key, so one person's cached threads can
 * never answer for another's. The root `messages` is in the persisted-personal list
 * (lib/query-persist.ts): a guest's threads and stay kits are kept for offline reading and wiped at
 * sign-out; a host's queries opt out with `meta: { persist: false }`, like every host page.
 */
export const messagesKeys = {
  all: ['messages'] as const,
  user: (userId: string) => [...messagesKeys.all, userId] as const,
  threads: (userId: string, audience: Audience, filter: ThreadsFilter, locale: Locale) =>
    [...messagesKeys.user(userId), audience, 'threads', filter, locale] as const,
  thread: (userId: string, audience: Audience, id: number, locale: Locale) =>
    [...messagesKeys.user(userId), audience, 'thread', id, locale] as const,
  kit: (userId: string, reservationId: string, locale: Locale) =>
    [...messagesKeys.user(userId), 'guest', 'kit', reservationId, locale] as const,
  /**
   * A message photo's bytes: a root of its own, so a new message (which refetches the family) does not
   * download every photo again. Never persisted (a Blob is not JSON; the trip cache keeps the file).
   */
  photo: (url: string) => ['message-photos', url] as const,
  /** A unit's door code as its host set it (host side only, never kept on the device). */
  doorCode: (userId: string, unitId: number) =>
    [...messagesKeys.user(userId), 'host', 'door-code', unitId] as const,
  /** The host's unread count for the hosting nav. */
  hostUnread: (userId: string) => [...messagesKeys.user(userId), 'host', 'unread'] as const,
};

/** Host pages are never kept on the device (CONVENTIONS §12); a guest's threads are. */
export const metaFor = (audience: Audience) =>
  audience === 'host' ? { personal: true, persist: false } : { personal: true };
