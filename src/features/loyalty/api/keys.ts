/**
 * Query keys of loyalty. The user id is in every key (see reservations' keys); the root `loyalty` is
 * in the persisted-personal list, so the rewards summary reads offline.
 */
export const loyaltyKeys = {
  all: (userId: string) => ['loyalty', userId] as const,
  progress: (userId: string) => [...loyaltyKeys.all(userId), 'progress'] as const,
  history: (userId: string, page: number, locale: string) =>
    [...loyaltyKeys.all(userId), 'history', page, locale] as const,
};
