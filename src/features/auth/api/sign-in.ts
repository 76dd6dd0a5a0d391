import { useMutation } from '@tanstack/react-query';
import type {
  LoginAnswer,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  SecondFactorLoginRequest,
  SessionUser,
  SocialLoginRequest,
} from '../../../../contract/auth';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { authSchemas, schemaOf } from '../../../lib/schemas';

type SignedIn = LoginResponse['data'];

/**
 * Where a password (or Google) sign-in got to: signed in, or, for staff with a second factor, the
 * challenge the code step completes within its five minutes.
 */
export type SignInStep = { user: SessionUser } | { challenge: string; expiresAt: string };

/** Every way in ends the same: the access token and the user go into the session cookies (spec: entities, states and transitions). */
function remember(data: SignedIn): SignedIn {
  saveSession(data.token, data.user);
  return data;
}

function stepOf(data: LoginAnswer['data']): SignInStep {
  if ('second_factor' in data) {
    return { challenge: data.second_factor.challenge, expiresAt: data.second_factor.expires_at };
  }
  return { user: remember(data).user };
}

export const login = (body: LoginRequest) =>
  api('/api/v1/login', { method: 'POST', body, schema: schemaOf(authSchemas, 'LoginAnswer') }).then((r) =>
    stepOf(r.data),
  );

export const register = (body: RegisterRequest) =>
  api('/api/v1/register', { method: 'POST', body, schema: schemaOf(authSchemas, 'RegisterResponse') }).then(
    (r) => remember(r.data),
  );

export const socialLogin = (body: SocialLoginRequest) =>
  api('/api/v1/social-login', {
    method: 'POST',
    body,
    schema: schemaOf(authSchemas, 'SocialLoginAnswer'),
  }).then((r) => stepOf(r.data));

/** The second step of a staff sign-in: the challenge and a code from the app, or a recovery code. */
export const completeSecondFactor = (body: SecondFactorLoginRequest) =>
  api('/api/v1/login/second-factor', {
    method: 'POST',
    body,
    schema: schemaOf(authSchemas, 'SecondFactorLoginResponse'),
  }).then((r) => remember(r.data));

export const useLogin = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });
export const useSocialLogin = () => useMutation({ mutationFn: socialLogin });
