import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest, SendOtpRequest, ValidateOtpRequest } from '../../../../contract/auth';
import { api } from '../../../lib/api-client';
import { authSchemas, schemaOf } from '../../../lib/schemas';

/** The three steps of the spec's reset: a code by email, the code for a password token, the token for a new password. */
export const sendOtp = (body: SendOtpRequest) =>
  api('/api/v1/send-otp', { method: 'POST', body, schema: schemaOf(authSchemas, 'SendOtpResponse') });

export const validateOtp = (body: ValidateOtpRequest) =>
  api('/api/v1/validate-otp', {
    method: 'POST',
    body,
    schema: schemaOf(authSchemas, 'ValidateOtpResponse'),
  }).then((r) => r.data.password_token);

export const resetPassword = (body: ResetPasswordRequest) =>
  api('/api/v1/reset-password', {
    method: 'POST',
    body,
    schema: schemaOf(authSchemas, 'ResetPasswordResponse'),
  });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
export const useValidateOtp = () => useMutation({ mutationFn: validateOtp });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
