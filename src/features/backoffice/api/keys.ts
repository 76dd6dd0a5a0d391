import type { Locale } from '../../../../contract/i18n';

/**
 * Query keys of the operator's console. Never kept on the device (`backoffice` is a personal family in
 * lib/query-persist.ts, and every query says `persist: false`).
 */
export const backofficeKeys = {
  all: ['backoffice'] as const,
  me: () => [...backofficeKeys.all, 'me'] as const,
  conflicts: (locale: Locale, page: number) => [...backofficeKeys.all, 'conflicts', locale, page] as const,
};
