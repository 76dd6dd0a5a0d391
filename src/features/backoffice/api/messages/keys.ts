import type { Locale } from '../../../../../contract/i18n';
import { backofficeKeys } from '../keys';

/**
 * The console's guest–host conversations, under `backoffice` (never kept on the device): a decision
 * on a reported message refetches every console query, so a conversation shown beside it does too.
 */
export const consoleMessagesKeys = {
  all: [...backofficeKeys.all, 'messages'] as const,
  list: (locale: Locale, page: number, q: string) =>
    [...consoleMessagesKeys.all, 'list', locale, page, q] as const,
  thread: (locale: Locale, id: number) => [...consoleMessagesKeys.all, 'thread', locale, id] as const,
};
