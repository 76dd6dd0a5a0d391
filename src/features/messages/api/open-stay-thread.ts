import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesSchemas, schemaOf } from '../../../lib/schemas';

/** Opens (or finds) a stay's thread, for a stay with no kit (past or cancelled): PUT is safe to repeat. */
export function useOpenStayThread(reservationId: string) {
  return useMutation({
    mutationFn: () =>
      api(`/api/v1/messages/stays/${encodeURIComponent(reservationId)}/thread`, {
        method: 'PUT',
        schema: schemaOf(messagesSchemas, 'ThreadSummaryResponse'),
      }).then((r) => r.data.thread),
  });
}
