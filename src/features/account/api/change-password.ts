import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../../contract/account';
import { api } from '../../../lib/api-client';
import { accountSchemas, schemaOf } from '../../../lib/schemas';

export const changePassword = (body: ChangePasswordRequest) =>
  api('/api/v1/change-password', {
    method: 'POST',
    body,
    schema: schemaOf(accountSchemas, 'ChangePasswordResponse'),
  });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
