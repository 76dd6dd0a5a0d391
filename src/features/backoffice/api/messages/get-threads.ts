import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../../contract/i18n';
import { api } from '../../../../lib/api-client';
import { backofficeSchemas, schemaOf } from '../schemas';
import { consoleMessagesKeys } from './keys';

/**
 * One page of every guest–host thread, newest message first (the server's only order), searched by
 * `q`: a name or e-mail of either side, a reservation code or a unit. A failure goes to the
 * section's error screen; the page shown stays while the next page or search loads.
 */
export const consoleThreadsOptions = (locale: Locale, page: number, q: string) =>
  queryOptions({
    queryKey: consoleMessagesKeys.list(locale, page, q),
    queryFn: () =>
      api('/api/v1/backoffice/messages/threads', {
        query: { page: String(page), q: q || undefined },
        schema: schemaOf(backofficeSchemas, 'ConsoleThreadsResponse'),
      }).then((r) => ({ items: r.data.items, pagination: r.pagination })),
    placeholderData: keepPreviousData,
    meta: { persist: false },
    throwOnError: true,
  });
