import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/**
 * One of the host's units, both languages (the editor's). Its key has no locale: the texts come in
 * both languages whatever the page's, and a section's save replaces it with the server's copy.
 */
export const hostUnitQueryOptions = (id: number) =>
  queryOptions({
    queryKey: hostingKeys.unit(id),
    queryFn: () =>
      api(`/api/v1/hosting/units/${id}`, { schema: schemaOf(hostingSchemas, 'HostUnitResponse') }).then(
        (r) => r.data.unit,
      ),
    staleTime: 30_000,
    meta: { persist: false },
  });
