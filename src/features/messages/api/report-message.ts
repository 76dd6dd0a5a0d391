import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '../../../../contract/messages';
import { api } from '../../../lib/api-client';
import { messagesSchemas, schemaOf } from '../../../lib/schemas';

/** Reports a message to Sakan's team (the console's reports queue). Once per person: a repeat answers the same. */
export function useReportMessage(messageId: string) {
  return useMutation({
    mutationFn: ({ body, key }: { body: ReportBody; key: string }) =>
      api(`/api/v1/messages/${encodeURIComponent(messageId)}/report`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(messagesSchemas, 'ReportResponse'),
      }).then((r) => r.data.reported),
  });
}
