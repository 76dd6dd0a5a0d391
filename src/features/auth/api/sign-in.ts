import { useMutation } from '@tanstack/react-query';
import {
  LoginResponse,
  RegisterResponse,
  SocialLoginResponse,
  type LoginRequest,
  type RegisterRequest,
  type SocialLoginRequest,
} from '../../../../contract/auth';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

type SignedIn = LoginResponse['data'];

/** Every way in ends the same: the access token and the user go into the session cookies (§3, §4). */
function remember(data: SignedIn): SignedIn {
  saveSession(data.token, data.user);
  return data;
}

export const login = (body: LoginRequest) =>
  api('/api/v1/login', { method: 'POST', body, schema: LoginResponse }).then((r) => remember(r.data));

export const register = (body: RegisterRequest) =>
  api('/api/v1/register', { method: 'POST', body, schema: RegisterResponse }).then((r) => remember(r.data));

export const socialLogin = (body: SocialLoginRequest) =>
  api('/api/v1/social-login', { method: 'POST', body, schema: SocialLoginResponse }).then((r) =>
    remember(r.data),
  );

export const useLogin = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });
export const useSocialLogin = () => useMutation({ mutationFn: socialLogin });
