import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { guestKeys } from './guest-keys';
import { backofficeSchemas, schemaOf } from './schemas';

/** One page of accounts for the guests grid; `query` is its `page=&sort=&dir=&q=`. */
export const guestsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: guestKeys.list(query),
    queryFn: () =>
      api(`/api/v1/backoffice/guests?${query}`, {
        schema: schemaOf(backofficeSchemas, 'GuestsResponse'),
      }).then((r) => ({ items: r.data.items, pagination: r.pagination })),
    // The page stays on screen while the next page or search loads, instead of blinking empty.
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });
