import type { Locale } from '../../../../contract/i18n';

/**
 * Query keys of the favourites domain. Both are personal, and both are persisted for offline use
 * (lib/query-persist.ts allows the `favorites` family by name) and wiped on sign-out.
 */
export const favoritesKeys = {
  all: ['favorites'] as const,
  /** The saved unit ids, which mark the hearts on every card. */
  ids: () => [...favoritesKeys.all, 'ids'] as const,
  list: (page: number, locale: Locale, currency: string) =>
    [...favoritesKeys.all, 'list', page, locale, currency] as const,
};
