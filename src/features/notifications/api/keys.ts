import type { Locale } from '../../../../contract/i18n';

/**
 * Query keys of the notifications domain; all personal, all persisted for offline reading
 * (lib/query-persist.ts allows the family by name) and wiped on sign-out. `unread` is the one count
 * the bell, the app badge, the tab title and the account page all read.
 */
export const notificationsKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationsKeys.all, 'list'] as const,
  list: (page: number, locale: Locale) => [...notificationsKeys.lists(), page, locale] as const,
  detail: (id: string, locale: Locale) => [...notificationsKeys.all, 'detail', id, locale] as const,
  unread: () => [...notificationsKeys.all, 'unread'] as const,
};
