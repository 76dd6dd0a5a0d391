import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostUnit } from '../../../../contract/hosting-units';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

export type UnitSection = 'texts' | 'place' | 'capacity' | 'prices' | 'licence';

export interface SaveSectionInput {
  body: object;
  /** What the unit will look like once saved, shown at once and replaced by the server's answer. */
  patch: Partial<HostUnit>;
  /** Made once per submit, so a retry of the same save is the same write. */
  key: string;
}

/**
 * Saves one editor section (PUT, the whole section). The unit's query shows the change at once and is
 * put back as it was if the server refuses; the answer (the whole unit, with its issues recomputed)
 * then replaces the optimistic copy, and the list is marked stale for its next visit.
 */
export function useSaveSection(id: number, section: UnitSection) {
  const queryClient = useQueryClient();
  const key = hostingKeys.unit(id);
  return useMutation({
    mutationFn: ({ body, key: idempotencyKey }: SaveSectionInput) =>
      api(`/api/v1/hosting/units/${id}/${section}`, {
        method: 'PUT',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: schemaOf(hostingSchemas, 'HostUnitResponse'),
      }).then((r) => r.data.unit),
    onMutate: async ({ patch }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<HostUnit>(key);
      if (before) queryClient.setQueryData<HostUnit>(key, { ...before, ...patch });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (unit) => {
      queryClient.setQueryData(key, unit);
      void queryClient.invalidateQueries({ queryKey: [...hostingKeys.all, 'units'], refetchType: 'none' });
    },
  });
}
