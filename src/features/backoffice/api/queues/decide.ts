import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { backofficeKeys } from '../keys';
import { backofficeSchemas, schemaOf } from '../schemas';
import type { QueueName } from './keys';

/**
 * A decision on one record of a queue: POST /backoffice/<queue>/<id>/<verb> with its body (a reason,
 * notes, a reply…). Afterwards every console query refetches: the record, the lists and the counts in
 * the navigation. A reply carries an Idempotency-Key made once per form, so a retried press sends one
 * mail.
 */
export function useQueueDecision(queue: QueueName, id: string, verb: string, idempotencyKey?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api(`/api/v1/backoffice/${queue}/${encodeURIComponent(id)}/${verb}`, {
        method: 'POST',
        body,
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
        schema: schemaOf(backofficeSchemas, 'QueueDecisionResponse'),
      }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
