import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostUnit } from '../../../../contract/hosting';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

export interface ReorderUnitPhotosInput {
  unitId: number;
  /** Every photo id of the unit, in the new order; the first is the cover. */
  ids: number[];
  key: string;
}

/** PUT /hosting/units/{id}/photos/order. */
export const reorderUnitPhotos = ({ unitId, ids, key }: ReorderUnitPhotosInput): Promise<HostUnit> =>
  api(`/api/v1/hosting/units/${unitId}/photos/order`, {
    method: 'PUT',
    body: { ids },
    headers: { 'Idempotency-Key': key },
    schema: schemaOf(hostingSchemas, 'HostUnitResponse'),
  }).then((r) => r.data.unit);

/** The unit with its photos in the order of `ids` (ids it does not hold are ignored). */
export function withPhotoOrder(unit: HostUnit, ids: number[], locale: Locale): HostUnit {
  const byId = new Map(unit.photos_list.map((photo) => [photo.id, photo]));
  const photos = ids.flatMap((id) => byId.get(id) ?? []);
  const cover = photos[0];
  return {
    ...unit,
    photos_list: photos,
    cover: cover ? { key: cover.key, alt: locale === 'ar' ? cover.alt_ar : cover.alt_en } : null,
  };
}

/**
 * Optimistic: the editor's copy takes the new order at once, and the copy from before comes back if
 * the server refuses (a unit sent to review meanwhile, a photo removed on another device).
 */
export function useReorderUnitPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderUnitPhotos,
    onMutate: async ({ unitId, ids }) => {
      const key = hostingKeys.unit(unitId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<HostUnit>(key);
      if (previous) queryClient.setQueryData(key, withPhotoOrder(previous, ids, currentLocale()));
      return { previous };
    },
    onError: (_error, { unitId }, context) => {
      if (context?.previous) queryClient.setQueryData(hostingKeys.unit(unitId), context.previous);
    },
    onSuccess: (unit) => queryClient.setQueryData(hostingKeys.unit(unit.id), unit),
    onSettled: (_unit, _error, { unitId }) =>
      queryClient.invalidateQueries({ queryKey: hostingKeys.unit(unitId) }),
  });
}
