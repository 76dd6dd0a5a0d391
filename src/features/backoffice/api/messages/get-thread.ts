import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../../contract/i18n';
import type { ConsoleThreadResponse } from '../../../../../contract/messages';
import { api } from '../../../../lib/api-client';
import { backofficeSchemas, schemaOf } from '../schemas';
import { consoleMessagesKeys } from './keys';

type ThreadPage = ConsoleThreadResponse['data'];

/**
 * A guest–host conversation as staff read it (hidden messages too), its newest page first; "earlier
 * messages" fetches the page before (keyset, `older`). Reading it marks nothing read for either side.
 */
export const consoleThreadOptions = (locale: Locale, threadId: number) =>
  infiniteQueryOptions({
    queryKey: consoleMessagesKeys.thread(locale, threadId),
    queryFn: ({ pageParam }) =>
      api(`/api/v1/backoffice/messages/threads/${threadId}`, {
        query: { before: pageParam ?? undefined },
        schema: schemaOf(backofficeSchemas, 'ConsoleThreadResponse'),
      }).then((r): ThreadPage => r.data),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ThreadPage) => page.older,
    meta: { persist: false },
  });
