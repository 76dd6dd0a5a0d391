import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationItem } from '../../../../contract/notifications';
import { toast } from '../../../components/ui/toast-queue';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { enqueue, newIdempotencyKey, type OutboxWrite } from '../../../lib/outbox';
import { notificationsSchemas, schemaOf } from '../../../lib/schemas';
import { notificationsKeys } from './keys';

type Page = { items: NotificationItem[] };

/** `id` null marks all read. */
export function markReadWrite(id: string | null): Omit<OutboxWrite, 'at'> {
  return {
    key: newIdempotencyKey(),
    // Marking all read makes any queued single mark-read moot, but both are harmless to send.
    slot: id === null ? 'notifications:read-all' : `notifications:read:${id}`,
    method: 'POST',
    path: id === null ? '/api/v1/notifications/read/all' : `/api/v1/notifications/${id}/read`,
  };
}

export async function sendMarkRead(write: Omit<OutboxWrite, 'at'>): Promise<number> {
  const res = await api(write.path, {
    method: 'POST',
    headers: { 'Idempotency-Key': write.key },
    schema: schemaOf(notificationsSchemas, 'MarkReadResponse'),
  });
  return res.data.unread;
}

function applyLocally(queryClient: QueryClient, id: string | null): void {
  let newlyRead = 0;
  for (const [key, page] of queryClient.getQueriesData<Page>({ queryKey: notificationsKeys.lists() })) {
    if (!page) continue;
    queryClient.setQueryData<Page>(key, {
      ...page,
      items: page.items.map((item) => {
        if (item.read || (id !== null && item.id !== id)) return item;
        newlyRead += 1;
        return { ...item, read: true };
      }),
    });
  }
  queryClient.setQueryData<number>(notificationsKeys.unread(), (count = 0) =>
    id === null ? 0 : Math.max(0, count - Math.min(newlyRead, 1)),
  );
}

/**
 * Marks one notification (or all, with null) read: the lists and the one count change at once; with no
 * network the write waits in the outbox and the screen keeps the new state. A refusal rolls back.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (id: string | null) => {
      const write = markReadWrite(id);
      if (!navigator.onLine) return enqueue(write);
      try {
        const unread = await sendMarkRead(write);
        queryClient.setQueryData(notificationsKeys.unread(), unread);
      } catch (error) {
        if (!(isApiError(error) && error.code === 'NETWORK')) throw error;
        await enqueue(write);
      }
    },
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.all });
      const snapshot = queryClient.getQueriesData({ queryKey: notificationsKeys.all });
      applyLocally(queryClient, id);
      return { snapshot };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(t`We couldn’t mark this as read.`, t`Please try again.`);
    },
  });
}
