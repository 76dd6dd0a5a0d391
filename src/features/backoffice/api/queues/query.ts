import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { Locale } from '../../../../../contract/i18n';
import { api } from '../../../../lib/api-client';
import { gridQueryString, type GridSearch } from '../../components/grid';
import { queueKeys, type QueueName } from './keys';

/**
 * A queue's list and one of its records: the same two reads for every queue, each with its own answer
 * schema (loaded lazily with the console's contract). Lists keep the page's rows while the next page
 * loads; a failure goes to the section's error screen (ConsoleError).
 */
export const queueListOptions = <S extends z.ZodMiniType>(
  queue: QueueName,
  locale: Locale,
  grid: GridSearch,
  schema: () => Promise<S>,
) =>
  queryOptions({
    queryKey: queueKeys.list(queue, locale, grid),
    queryFn: () => api(`/api/v1/backoffice/${queue}?${gridQueryString(grid)}`, { schema }),
    meta: { persist: false },
    throwOnError: true,
  });

export const queueItemOptions = <S extends z.ZodMiniType>(
  queue: QueueName,
  locale: Locale,
  id: string,
  schema: () => Promise<S>,
) =>
  queryOptions({
    queryKey: queueKeys.item(queue, locale, id),
    queryFn: () => api(`/api/v1/backoffice/${queue}/${encodeURIComponent(id)}`, { schema }),
    meta: { persist: false },
  });
