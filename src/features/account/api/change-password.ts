import { useMutation } from '@tanstack/react-query';
import { ChangePasswordResponse, type ChangePasswordRequest } from '../../../../contract/account';
import { api } from '../../../lib/api-client';

export const changePassword = (body: ChangePasswordRequest) =>
  api('/api/v1/change-password', { method: 'POST', body, schema: ChangePasswordResponse });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
