import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostUnit } from '../../../../contract/hosting';
import type { HostUnitPhotoAltBody } from '../../../../contract/hosting-units';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

export interface SaveUnitPhotoAltInput {
  unitId: number;
  photoId: number;
  body: HostUnitPhotoAltBody;
  key: string;
}

/** PUT /hosting/units/{id}/photos/{photoId}: the photo's alt text in both languages. */
export const saveUnitPhotoAlt = ({ unitId, photoId, body, key }: SaveUnitPhotoAltInput): Promise<HostUnit> =>
  api(`/api/v1/hosting/units/${unitId}/photos/${photoId}`, {
    method: 'PUT',
    body,
    headers: { 'Idempotency-Key': key },
    schema: schemaOf(hostingSchemas, 'HostUnitResponse'),
  }).then((r) => r.data.unit);

export function useSaveUnitPhotoAlt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUnitPhotoAlt,
    onSuccess: (unit) => queryClient.setQueryData(hostingKeys.unit(unit.id), unit),
    onSettled: (_unit, _error, { unitId }) =>
      queryClient.invalidateQueries({ queryKey: hostingKeys.unit(unitId) }),
  });
}
