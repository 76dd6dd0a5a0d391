import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEditBody, CalendarRestoreBody } from '../../../../contract/hosting-calendar';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

export type CalendarChange =
  | { kind: 'edit'; body: CalendarEditBody; key: string }
  | { kind: 'restore'; body: CalendarRestoreBody; key: string };

/**
 * One change to a unit's nights: an edit over a range, or a restore (an undo) of nights as they were.
 * The answer carries the changed nights' earlier state, which the page keeps to undo this change. The
 * calendar is read again after either, since a change can move prices, statuses and minimum stays.
 */
export function useChangeCalendar(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body, key }: CalendarChange) =>
      api(`/api/v1/hosting/units/${unitId}/calendar${kind === 'restore' ? '/restore' : ''}`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(hostingSchemas, 'CalendarEditResponse'),
      }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostingKeys.calendar(unitId) }),
  });
}
