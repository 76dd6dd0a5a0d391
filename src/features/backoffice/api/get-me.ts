import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { backofficeSchemas, schemaOf } from './schemas';
import { backofficeKeys } from './keys';

/** The caller's staff roles and their sections' counts, for the console's navigation. */
export const consoleMeQueryOptions = () =>
  queryOptions({
    queryKey: backofficeKeys.me(),
    queryFn: () =>
      api('/api/v1/backoffice/me', { schema: schemaOf(backofficeSchemas, 'ConsoleMeResponse') }).then(
        (r) => r.data.me,
      ),
    meta: { persist: false },
    // The counts move as other staff work the queues.
    refetchInterval: 60_000,
  });
