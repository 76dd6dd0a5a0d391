import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

export type UnitStep = 'submit' | 'pause' | 'resume';

/** Send for review, pause or resume; each answers the whole unit, which replaces the editor's copy. */
export function useUnitStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, key }: { step: UnitStep; key: string }) =>
      api(`/api/v1/hosting/units/${id}/${step}`, {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(hostingSchemas, 'HostUnitResponse'),
      }).then((r) => r.data.unit),
    onSuccess: (unit) => {
      queryClient.setQueryData(hostingKeys.unit(id), unit);
      void queryClient.invalidateQueries({ queryKey: [...hostingKeys.all, 'units'], refetchType: 'none' });
    },
  });
}
