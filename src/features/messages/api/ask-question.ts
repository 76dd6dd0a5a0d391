import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessageBody } from '../../../../contract/messages';
import { api } from '../../../lib/api-client';
import { messagesSchemas, schemaOf } from '../../../lib/schemas';
import { messagesKeys } from './keys';

/**
 * A question to a unit's host before booking: it opens (or continues) the guest's thread on the unit.
 * `key` is made once per question, so a retry after a lost answer does not ask twice.
 */
export function useAskQuestion(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: SendMessageBody; key: string }) =>
      api(`/api/v1/messages/units/${unitId}/questions`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(messagesSchemas, 'QuestionResponse'),
      }).then((r) => r.data.thread),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
