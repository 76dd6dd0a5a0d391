import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import type { NewHostUnitBody } from '../../../../contract/hosting-units';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/** A page of the host's units, in the page's language. Never kept on the device (see keys.ts). */
export const hostUnitsQueryOptions = (locale: Locale, page = 1) =>
  queryOptions({
    queryKey: [...hostingKeys.units(locale), page],
    queryFn: () =>
      api('/api/v1/hosting/units', {
        schema: schemaOf(hostingSchemas, 'HostUnitsResponse'),
        query: { page },
      }).then((r) => ({ items: r.data.items, pagination: r.pagination })),
    staleTime: 30_000,
    meta: { persist: false },
  });

/** A new draft from a city and a category; `key` is made once per submit, so a retry makes one draft. */
export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: NewHostUnitBody; key: string }) =>
      api('/api/v1/hosting/units', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(hostingSchemas, 'HostUnitResponse'),
      }).then((r) => r.data.unit),
    onSuccess: (unit) => {
      queryClient.setQueryData(hostingKeys.unit(unit.id), unit);
      return queryClient.invalidateQueries({ queryKey: [...hostingKeys.all, 'units'] });
    },
  });
}
