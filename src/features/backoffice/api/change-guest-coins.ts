import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { guestKeys } from './guest-keys';
import { backofficeSchemas, schemaOf } from './schemas';

export interface CoinsChange {
  delta: number;
  reason: string;
  /** One per change the staff member means: a retried press applies it once. */
  key: string;
}

/** Grants (delta > 0) or removes coins; the guest's page and the list are read again after. */
export function useChangeGuestCoins(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ delta, reason, key }: CoinsChange) =>
      api(`/api/v1/backoffice/guests/${encodeURIComponent(id)}/coins`, {
        method: 'POST',
        body: { delta, reason },
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(backofficeSchemas, 'GuestCoinsResponse'),
      }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestKeys.all }),
  });
}
