import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostUnit } from '../../../../contract/hosting';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

export interface UploadUnitPhotosInput {
  unitId: number;
  files: File[];
  /** Made once per upload, so a retry after a lost answer adds the photos once. */
  key: string;
}

/** POST /hosting/units/{id}/photos: the server checks each file by its bytes and answers the unit. */
export function uploadUnitPhotos({ unitId, files, key }: UploadUnitPhotosInput): Promise<HostUnit> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  return api(`/api/v1/hosting/units/${unitId}/photos`, {
    method: 'POST',
    body: form,
    headers: { 'Idempotency-Key': key },
    schema: schemaOf(hostingSchemas, 'HostUnitResponse'),
  }).then((r) => r.data.unit);
}

export function useUploadUnitPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadUnitPhotos,
    onSuccess: (unit) => queryClient.setQueryData(hostingKeys.unit(unit.id), unit),
    onSettled: (_unit, _error, { unitId }) =>
      queryClient.invalidateQueries({ queryKey: hostingKeys.unit(unitId) }),
  });
}
