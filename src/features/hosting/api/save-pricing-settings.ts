import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricingSettingsBody } from '../../../../contract/hosting-pricing';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

export interface SavePricingSettingsInput {
  body: PricingSettingsBody;
  /** Made once per submit, so a retry of the same save is the same write. */
  key: string;
}

/** Saves the whole set of pricing settings; the answer (the unit's whole pricing) replaces the cached one. */
export function useSavePricingSettings(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: SavePricingSettingsInput) =>
      api(`/api/v1/hosting/units/${unitId}/pricing`, {
        method: 'PUT',
        body,
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(hostingSchemas, 'HostPricingResponse'),
      }).then((r) => r.data.pricing),
    onSuccess: (pricing) => queryClient.setQueryData(hostingKeys.pricing(unitId), pricing),
  });
}
