import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeasonBody } from '../../../../contract/hosting-pricing';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

export interface SaveSeasonInput {
  /** Null adds a season; an id replaces that one. */
  seasonId: number | null;
  body: SeasonBody;
  /** Made once per submit, so a retried add makes one season. */
  key: string;
}

/**
 * Adds or replaces a season (the whole season). The server refuses one that overlaps another with a
 * message on its first night; its answer, the unit's whole pricing, replaces the cached one.
 */
export function useSaveSeason(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seasonId, body, key }: SaveSeasonInput) =>
      api(`/api/v1/hosting/units/${unitId}/pricing/seasons${seasonId === null ? '' : `/${seasonId}`}`, {
        method: seasonId === null ? 'POST' : 'PUT',
        body,
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(hostingSchemas, 'HostPricingResponse'),
      }).then((r) => r.data.pricing),
    onSuccess: (pricing) => queryClient.setQueryData(hostingKeys.pricing(unitId), pricing),
  });
}
