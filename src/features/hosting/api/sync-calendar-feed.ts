import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/** Fetches an imported calendar now instead of at the next 15-minute round. */
export function useSyncCalendarFeed(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: number) =>
      api(`/api/v1/hosting/units/${unitId}/feeds/${feedId}/sync`, {
        method: 'POST',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        schema: schemaOf(hostingSchemas, 'CalendarFeedResponse'),
      }).then((r) => r.data.feed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostingKeys.all }),
  });
}
