import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/** A unit's pricing rules: its settings, seasons, the country's weekend nights and the rules' order. */
export const pricingQueryOptions = (unitId: number) =>
  queryOptions({
    queryKey: hostingKeys.pricing(unitId),
    queryFn: () =>
      api(`/api/v1/hosting/units/${unitId}/pricing`, {
        schema: schemaOf(hostingSchemas, 'HostPricingResponse'),
      }).then((r) => r.data.pricing),
    staleTime: 30_000,
    meta: { persist: false },
  });
