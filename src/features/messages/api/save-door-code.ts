import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesSchemas, schemaOf } from '../../../lib/schemas';
import { messagesKeys } from './keys';

/** Sets (or, with '', removes) a unit's door code; guests of confirmed stays read it from 48 hours before. */
export function useSaveDoorCode(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doorCode: string) =>
      api(`/api/v1/messages/units/${unitId}/door-code`, {
        method: 'PUT',
        body: { door_code: doorCode },
        schema: schemaOf(messagesSchemas, 'DoorCodeResponse'),
      }).then((r) => r.data.door_code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
