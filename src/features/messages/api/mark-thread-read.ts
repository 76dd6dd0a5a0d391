import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesSchemas, schemaOf } from '../../../lib/schemas';
import { notificationsKeys } from '../../notifications';
import { messagesKeys } from './keys';

/**
 * Marks a thread read up to its newest message. The server marks the thread's message notifications
 * read too, so the bell's one count (and the tab title and app badge that follow it) is asked again;
 * the lists and the host's nav count refetch for their unread figures.
 */
export function useMarkThreadRead(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) =>
      api(`/api/v1/messages/threads/${threadId}/read`, {
        method: 'POST',
        body: { up_to: upTo },
        // Marking the same messages read twice is harmless; the key only spares the server the work.
        headers: { 'Idempotency-Key': `read-${threadId}-${upTo}` },
        schema: schemaOf(messagesSchemas, 'MarkThreadReadResponse'),
      }).then((r) => r.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.all, refetchType: 'active' });
    },
  });
}
