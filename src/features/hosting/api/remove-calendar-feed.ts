import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/** Stops importing a calendar; its nights are free here again. */
export function useRemoveCalendarFeed(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: number) =>
      api(`/api/v1/hosting/units/${unitId}/feeds/${feedId}`, {
        method: 'DELETE',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        schema: schemaOf(hostingSchemas, 'FeedRemovedResponse'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostingKeys.all }),
  });
}
