import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/** A unit's export link and imported calendars with their health. */
export const getCalendarSync = (unitId: number) =>
  api(`/api/v1/hosting/units/${unitId}/feeds`, {
    schema: schemaOf(hostingSchemas, 'CalendarSyncResponse'),
  }).then((r) => ({ exportUrl: r.data.export_url, feeds: r.data.feeds }));

export const calendarSyncQueryOptions = (unitId: number) =>
  // The export link is a secret: never written to the device (no hosting query is).
  queryOptions({
    queryKey: hostingKeys.calendarSync(unitId),
    queryFn: () => getCalendarSync(unitId),
    meta: { persist: false },
  });
