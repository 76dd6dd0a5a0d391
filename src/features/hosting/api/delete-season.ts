import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

export interface DeleteSeasonInput {
  seasonId: number;
  /** Made once per confirmation, so a retry removes the same season. */
  key: string;
}

/** Removes a season; its nights go back to the other rules. */
export function useDeleteSeason(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seasonId, key }: DeleteSeasonInput) =>
      api(`/api/v1/hosting/units/${unitId}/pricing/seasons/${seasonId}`, {
        method: 'DELETE',
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(hostingSchemas, 'HostPricingResponse'),
      }).then((r) => r.data.pricing),
    onSuccess: (pricing) => queryClient.setQueryData(hostingKeys.pricing(unitId), pricing),
  });
}
