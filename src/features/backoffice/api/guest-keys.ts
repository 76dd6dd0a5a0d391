import type { Locale } from '../../../../contract/i18n';
import { backofficeKeys } from './keys';

/** Query keys of the console's guests, under `backoffice` (never kept on the device). */
export const guestKeys = {
  all: [...backofficeKeys.all, 'guests'] as const,
  /** `query` is the grid's whole API query string (page, order, search), so each list has its key. */
  list: (query: string) => [...guestKeys.all, 'list', query] as const,
  detail: (locale: Locale, id: string) => [...guestKeys.all, 'detail', id, locale] as const,
};
