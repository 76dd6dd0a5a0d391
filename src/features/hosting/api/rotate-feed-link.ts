import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/** Makes a new export link; the old one stops working at once (other sites must be given the new one). */
export function useRotateFeedLink(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/api/v1/hosting/units/${unitId}/feed/rotate`, {
        method: 'POST',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        schema: schemaOf(hostingSchemas, 'FeedUrlResponse'),
      }).then((r) => r.data.export_url),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostingKeys.calendarSync(unitId) }),
  });
}
