import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesSchemas, schemaOf } from '../../../lib/schemas';
import { messagesKeys, metaFor } from './keys';

/** The unit's door code as its host set it ('' when none). A host's data: never kept on the device. */
export const doorCodeQueryOptions = (userId: string, unitId: number) =>
  queryOptions({
    queryKey: messagesKeys.doorCode(userId, unitId),
    queryFn: () =>
      api(`/api/v1/messages/units/${unitId}/door-code`, {
        schema: schemaOf(messagesSchemas, 'DoorCodeResponse'),
      }).then((r) => r.data.door_code),
    meta: metaFor('host'),
  });

/** Sets (or, with '', removes) a unit's door code; guests of confirmed stays read it from 48 hours before. */
export function useSaveDoorCode(userId: string, unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, key }: { code: string; key: string }) =>
      api(`/api/v1/messages/units/${unitId}/door-code`, {
        method: 'PUT',
        body: { door_code: code },
        headers: { 'Idempotency-Key': key },
        schema: schemaOf(messagesSchemas, 'DoorCodeResponse'),
      }).then((r) => r.data.door_code),
    onSuccess: (code) => queryClient.setQueryData(messagesKeys.doorCode(userId, unitId), code),
  });
}
