import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { messagesSchemas, schemaOf } from '../../../../lib/schemas';
import { consoleMessagesKeys } from './keys';

export interface SupportMessage {
  text: string;
  /** One per message the staff member means: a retried press stores it once. */
  key: string;
}

/**
 * Writes in a thread as Sakan support (audited on the server; both sides are told). The conversation
 * and the list are read again after, so the message shows in its place and the thread moves up.
 */
export function useSendSupportMessage(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, key }: SupportMessage) =>
      api(`/api/v1/backoffice/messages/threads/${threadId}/messages`, {
        method: 'POST',
        body: { text },
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(messagesSchemas, 'MessageResponse'),
      }).then((r) => r.data.sent),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleMessagesKeys.all }),
  });
}
