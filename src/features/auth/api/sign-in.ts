import { useMutation } from '@tanstack/react-query';
import type {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  SecondFactorLoginRequest,
  SessionUser,
  SocialLoginRequest,
} from '../../../../contract/auth';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
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

/**
 * The 202 of a staff sign-in's password step. The spec counts only 200, 201 and 204 as success, so
 * api() hands it over as an ApiError (a client that knows no second step shows its message, "enter the
 * code from your authenticator app"); this one reads the challenge from it instead.
 */
async function challengeOf(error: unknown): Promise<SignInStep> {
  if (!isApiError(error) || error.status !== 202) throw error;
  const { LoginChallengeResponse } = await authSchemas();
  const { second_factor: step } = LoginChallengeResponse.parse(error.envelope).data;
  return { challenge: step.challenge, expiresAt: step.expires_at };
}

export const login = (body: LoginRequest) =>
  api('/api/v1/login', { method: 'POST', body, schema: schemaOf(authSchemas, 'LoginResponse') }).then(
    (r): SignInStep => ({ user: remember(r.data).user }),
    challengeOf,
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
  }).then((r): SignInStep => ({ user: remember(r.data).user }), challengeOf);

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
