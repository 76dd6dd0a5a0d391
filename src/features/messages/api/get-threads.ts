import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { messagesSchemas, schemaOf } from '../../../lib/schemas';
import { messagesKeys, metaFor, type Audience, type ThreadsFilter } from './keys';

export const THREADS_PER_PAGE = 20;

/** The caller's threads from one side, newest first; `q` searches them (unit, name, code, text). */
export const threadsQueryOptions = (
  userId: string,
  audience: Audience,
  filter: ThreadsFilter,
  locale: Locale,
) =>
  queryOptions({
    queryKey: messagesKeys.threads(userId, audience, filter, locale),
    queryFn: () =>
      api('/api/v1/messages/threads', {
        query: { as: audience, q: filter.q, page: filter.page, per_page: THREADS_PER_PAGE },
        schema: schemaOf(messagesSchemas, 'ThreadsResponse'),
      }).then((r) => ({
        items: r.data.items,
        unreadTotal: r.data.unread_total,
        pagination: r.pagination,
      })),
    staleTime: 15_000,
    // A search is not worth keeping offline; the plain list is (for a guest).
    meta: filter.q ? { personal: true, persist: false } : metaFor(audience),
  });

/**
 * The host's unread messages for the hosting nav: the first page's total. Kept fresh by the live
 * stream (a new message invalidates the family), never polled.
 */
export const hostUnreadQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messagesKeys.hostUnread(userId),
    queryFn: () =>
      api('/api/v1/messages/threads', {
        query: { as: 'host', page: 1, per_page: 1 },
        schema: schemaOf(messagesSchemas, 'ThreadsResponse'),
      }).then((r) => r.data.unread_total),
    staleTime: 60_000,
    meta: metaFor('host'),
  });
