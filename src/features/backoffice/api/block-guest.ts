import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { guestKeys } from './guest-keys';
import { backofficeSchemas, schemaOf } from './schemas';

/** Blocks (ending every session of the account) or unblocks an account, with a reason for the log. */
export function useBlockGuest(id: string, verb: 'block' | 'unblock') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, key }: { reason: string; key: string }) =>
      api(`/api/v1/backoffice/guests/${encodeURIComponent(id)}/${verb}`, {
        method: 'POST',
        body: { reason },
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(backofficeSchemas, 'GuestBlockResponse'),
      }).then((r) => r.data.profile),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestKeys.all }),
  });
}
