import type { Locale } from '../../../../contract/i18n';
import type { ReservationTab } from '../../../../contract/reservations-account';

/**
 * Query keys of the guest's trips. The user id is part of every key, so one person's cached trips can
 * never answer for another's, even before sign-out has wiped them. The root `reservations` is in the
 * persisted-personal list (lib/query-persist.ts): lists and details survive offline.
 */
export const reservationsKeys = {
  all: (userId: string) => ['reservations', userId] as const,
  list: (userId: string, tab: ReservationTab, page: number, locale: Locale) =>
    [...reservationsKeys.all(userId), 'list', tab, page, locale] as const,
  search: (userId: string, search: string, page: number, locale: Locale) =>
    [...reservationsKeys.all(userId), 'search', search, page, locale] as const,
  detail: (userId: string, id: string, locale: Locale) =>
    [...reservationsKeys.all(userId), 'detail', id, locale] as const,
  cancellation: (userId: string, id: string) =>
    [...reservationsKeys.all(userId), 'cancellation', id] as const,
};
