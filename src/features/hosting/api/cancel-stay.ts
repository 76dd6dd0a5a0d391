import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { HostCancelBody } from '../../../../contract/hosting';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/**
 * The host cancels a stay. One key per opened dialog: a retried press replays the first answer (and
 * the server refunds once whatever happens). Afterwards every hosting list and the dashboard refetch.
 */
export function useCancelStay(code: string) {
  const queryClient = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: (body: HostCancelBody) =>
      api(`/api/v1/hosting/reservations/${encodeURIComponent(code)}/cancel`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(hostingSchemas, 'HostStayResponse'),
      }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostingKeys.all }),
  });
}
