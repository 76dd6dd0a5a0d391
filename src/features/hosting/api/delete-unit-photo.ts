import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostUnit } from '../../../../contract/hosting';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

export interface DeleteUnitPhotoInput {
  unitId: number;
  photoId: number;
  key: string;
}

/** DELETE /hosting/units/{id}/photos/{photoId}; the rest close the gap, and the answer is the unit. */
export const deleteUnitPhoto = ({ unitId, photoId, key }: DeleteUnitPhotoInput): Promise<HostUnit> =>
  api(`/api/v1/hosting/units/${unitId}/photos/${photoId}`, {
    method: 'DELETE',
    headers: { 'Idempotency-Key': key },
    schema: schemaOf(hostingSchemas, 'HostUnitResponse'),
  }).then((r) => r.data.unit);

export function useDeleteUnitPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnitPhoto,
    onSuccess: (unit) => queryClient.setQueryData(hostingKeys.unit(unit.id), unit),
    onSettled: (_unit, _error, { unitId }) =>
      queryClient.invalidateQueries({ queryKey: hostingKeys.unit(unitId) }),
  });
}
