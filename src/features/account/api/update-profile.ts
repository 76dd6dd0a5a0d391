import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateRequest } from '../../../../contract/account';
import { api } from '../../../lib/api-client';
import { saveUser } from '../../../lib/session';
import { accountKeys } from './keys';
import { accountSchemas, schemaOf } from '../../../lib/schemas';

export const updateProfile = (body: ProfileUpdateRequest) =>
  api('/api/v1/profile/update', {
    method: 'POST',
    body,
    schema: schemaOf(accountSchemas, 'ProfileUpdateResponse'),
  }).then((r) => r.data.user);

/** The session's user cookie follows the profile, so the guards see account_ready change at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      saveUser({
        id: user.id,
        name: user.name,
        email: user.email,
        type: user.type,
        account_ready: user.account_ready,
      });
      queryClient.setQueryData(accountKeys.profile(), user);
    },
  });
}
