import { useMutation } from '@tanstack/react-query';
import type {
  LoginResponse,
  LoginRequest,
  RegisterRequest,
  SocialLoginRequest,
} from '../../../../contract/auth';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { authSchemas, schemaOf } from '../../../lib/schemas';

type SignedIn = LoginResponse['data'];

/** Every way in ends the same: the access token and the user go into the session cookies (spec: entities, states and transitions). */
function remember(data: SignedIn): SignedIn {
  saveSession(data.token, data.user);
  return data;
}

export const login = (body: LoginRequest) =>
  api('/api/v1/login', { method: 'POST', body, schema: schemaOf(authSchemas, 'LoginResponse') }).then((r) =>
    remember(r.data),
  );

export const register = (body: RegisterRequest) =>
  api('/api/v1/register', { method: 'POST', body, schema: schemaOf(authSchemas, 'RegisterResponse') }).then(
    (r) => remember(r.data),
  );

export const socialLogin = (body: SocialLoginRequest) =>
  api('/api/v1/social-login', {
    method: 'POST',
    body,
    schema: schemaOf(authSchemas, 'SocialLoginResponse'),
  }).then((r) => remember(r.data));

export const useLogin = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });
export const useSocialLogin = () => useMutation({ mutationFn: socialLogin });
