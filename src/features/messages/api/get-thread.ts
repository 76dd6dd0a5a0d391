import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import type { ThreadDetail } from '../../../../contract/messages';
import { api } from '../../../lib/api-client';
import { messagesSchemas, schemaOf } from '../../../lib/schemas';
import { messagesKeys, metaFor, type Audience } from './keys';

export const getThread = (id: number, before?: string) =>
  api(`/api/v1/messages/threads/${id}`, {
    query: { before },
    schema: schemaOf(messagesSchemas, 'ThreadResponse'),
  }).then(({ data }): ThreadDetail => ({ thread: data.thread, messages: data.messages, older: data.older }));

export type ThreadPages = InfiniteData<ThreadDetail, string | null>;

/**
 * A thread, its newest page first; "earlier messages" fetches the page before (keyset, `older`).
 * A refetch (a new message arrived live) reloads the newest page and the older ones shown.
 * `seed` is the stay kit's copy of the thread: the trip page shows it at once, also offline.
 */
export const threadQueryOptions = (
  userId: string,
  audience: Audience,
  id: number,
  locale: Locale,
  seed?: { thread: ThreadDetail; at: number },
) =>
  infiniteQueryOptions({
    queryKey: messagesKeys.thread(userId, audience, id, locale),
    queryFn: ({ pageParam }) => getThread(id, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ThreadDetail) => page.older,
    staleTime: 10_000,
    meta: metaFor(audience),
    ...(seed
      ? {
          initialData: { pages: [seed.thread], pageParams: [null] } satisfies ThreadPages,
          initialDataUpdatedAt: seed.at,
        }
      : {}),
  });
