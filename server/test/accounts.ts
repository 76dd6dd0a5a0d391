import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AnyEnvelope } from '../../contract/common';
import { LoginResponse, RegisterResponse, type RegisterRequest } from '../../contract/auth';

/**
 * Account factories and request helpers for server tests. Each request comes from its own made-up
 * address so the per-IP limits (20 sign-ins a minute) only bite in the test that is about them.
 */

let lastIp = 0;
export function freshIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

/** A new, valid registration; the password is long and not on the common list. */
export function newAccount(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    name: 'Layla Haddad',
    email: `layla.${randomUUID().slice(0, 8)}@example.com`,
    password: 'olive-grove-at-dusk',
    ...overrides,
  };
}

export interface PostOptions {
  headers?: Record<string, string>;
  ip?: string;
  cookies?: Record<string, string>;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: PostOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: options.headers ?? {},
    cookies: options.cookies ?? {},
    remoteAddress: options.ip ?? freshIp(),
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The refresh cookie a response set, or undefined. */
export function refreshCookie(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === 'refresh_token');
}

export interface SignedInAccount {
  input: RegisterRequest;
  token: string;
  /** The refresh token: from the cookie for web sign-ins, from the body for mobile ones. */
  refresh: string;
  userId: string;
}

/** Registers a new account as a browser (or as the mobile app) and returns its tokens. */
export async function registerAccount(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
  device: 'website' | 'mobile' = 'website',
): Promise<SignedInAccount> {
  const input = newAccount(overrides);
  const res = await post(app, '/api/v1/register', input, { headers: { 'device-type': device } });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { data } = RegisterResponse.parse(res.json());
  const refresh = data.refresh_token ?? refreshCookie(res)?.value;
  if (!refresh) throw new Error('register gave no refresh token');
  return { input, token: data.token, refresh, userId: data.user.id };
}

/** Signs an existing account in again (a second device) and returns that session's tokens. */
export async function loginAccount(
  app: FastifyInstance,
  input: { email: string; password: string },
): Promise<{ token: string; refresh: string }> {
  const res = await post(app, '/api/v1/login', { email: input.email, password: input.password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const { data } = LoginResponse.parse(res.json());
  const refresh = refreshCookie(res)?.value;
  if (!refresh) throw new Error('login gave no refresh cookie');
  return { token: data.token, refresh };
}

/** An envelope without its per-request id, for comparing two failures byte for byte. */
export function withoutRequestId(res: LightMyRequestResponse): unknown {
  const body = AnyEnvelope.parse(res.json());
  return { ...body, meta: { ...body.meta, request_id: undefined } };
}
