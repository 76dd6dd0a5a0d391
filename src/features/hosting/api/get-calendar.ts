import { queryOptions } from '@tanstack/react-query';
import { CALENDAR_MONTHS } from '../../../../contract/hosting-calendar';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/**
 * A unit's nights from this month on, twelve months: the whole window the host may edit, in one read
 * (about 365 nights), so selecting across months never waits for another page.
 */
export const hostCalendarQueryOptions = (unitId: number) =>
  queryOptions({
    queryKey: hostingKeys.calendar(unitId),
    queryFn: () =>
      api(`/api/v1/hosting/units/${unitId}/calendar?months=${CALENDAR_MONTHS}`, {
        schema: schemaOf(hostingSchemas, 'HostCalendarResponse'),
      }).then((r) => r.data.calendar),
    // A guest may book any minute: a calendar comes back fresh whenever the host returns to it.
    staleTime: 15_000,
    meta: { persist: false },
  });
