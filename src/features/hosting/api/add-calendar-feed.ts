import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddFeedBody } from '../../../../contract/hosting-calendar-sync';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

export interface AddCalendarFeedInput {
  body: AddFeedBody;
  /** Made once per submit, so a retried request adds one feed. */
  key: string;
}

/** Adds a calendar to import; the server fetches it once before answering, so its health is known. */
export function useAddCalendarFeed(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: AddCalendarFeedInput) =>
      api(`/api/v1/hosting/units/${unitId}/feeds`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(hostingSchemas, 'CalendarFeedResponse'),
      }).then((r) => r.data.feed),
    // Its nights also change the unit's calendar and stays pages.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostingKeys.all }),
  });
}
