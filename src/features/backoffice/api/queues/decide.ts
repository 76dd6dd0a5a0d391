import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueueDecisionResponse } from '../../../../../contract/backoffice-queues';
import { api } from '../../../../lib/api-client';
import { backofficeKeys } from '../keys';
import { backofficeSchemas, schemaOf } from '../schemas';
import type { QueueName } from './keys';

/**
 * A decision on one record of a queue: POST /backoffice/<queue>/<id>/<verb> with its body (a reason,
 * notes, a reply…). Afterwards every console query refetches: the record, the lists and the counts in
 * the navigation. A reply carries an Idempotency-Key made once per form, so a retried press sends one
 * mail. `onAnswer` hears the server's answer here, not in the form's own callback: the refetch can
 * take the form off the page first (a decided record shows no forms), which would silence that one.
 */
export function useQueueDecision(
  queue: QueueName,
  id: string,
  verb: string,
  options: {
    idempotencyKey?: string | undefined;
    onAnswer?: (answer: QueueDecisionResponse['data']) => void;
  },
) {
  const { idempotencyKey, onAnswer } = options;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api(`/api/v1/backoffice/${queue}/${encodeURIComponent(id)}/${verb}`, {
        method: 'POST',
        body,
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
        schema: schemaOf(backofficeSchemas, 'QueueDecisionResponse'),
      }).then((r) => r.data),
    onSuccess: (answer) => onAnswer?.(answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
