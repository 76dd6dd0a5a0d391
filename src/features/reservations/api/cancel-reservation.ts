import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tripsSchemas, schemaOf } from '../../../lib/schemas';
import { reservationsKeys } from './keys';

/**
 * Cancels a stay for the refund the guest was shown. Pressing twice is safe (the server cancels and
 * refunds once); afterwards every trip list and detail of this user is refetched.
 */
export function useCancelReservation(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expectedRefundMinor: number) =>
      api(`/api/v1/reservations/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        body: { expected_refund_minor: expectedRefundMinor },
        // One key per stay and refund shown: a retried press replays the first answer.
        headers: { 'Idempotency-Key': `cancel-${id}-${expectedRefundMinor}` },
        schema: schemaOf(tripsSchemas, 'CancelReservationResponse'),
      }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationsKeys.all(userId) }),
  });
}
