import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SecondFactorChallenge, SessionUser, User } from '../../../contract/auth';
import { STAFF_ROLES } from '../../../contract/roles';
import { AppError } from '../../lib/app-error';
import { createChallenge } from './challenge';
import { isEnrolled } from './second-factor';
import { isBlocked, rolesOf, startSession } from './sessions';

/**
 * The refresh cookie. Path=/auth: the browser sends it only to /auth/refresh, never with page or API
 * requests, so it cannot leak through their logs or be ridden by them. Logout does not need to read
 * it (the access token names its session), and a Set-Cookie that clears it works from any path.
 * SameSite=Strict keeps cross-site posts from refreshing; HttpOnly keeps page script from reading it.
 */
export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_COOKIE_PATH = '/auth';

/** The `data` of login, register and social-login answers (contract `SignedIn`). */
// A type alias, not an interface: the envelope builders need an index-signature-compatible object.
export type SignedInPayload = {
  token: string;
  refresh_token: string | null;
  user: SessionUser;
};

/** Native apps (Device-Type: mobile) keep the refresh token themselves; browsers get the cookie. */
export function isMobileClient(request: FastifyRequest): boolean {
  return String(request.headers['device-type'] ?? '').toLowerCase() === 'mobile';
}

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    type: user.type,
    account_ready: user.account_ready,
  };
}

export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: reply.server.authSettings.cookieSecure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    // The family's remaining life, so the cookie never outlives the session it names.
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    secure: reply.server.authSettings.cookieSecure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
  });
}

/**
 * Starts a session for `user` and returns the payload for `ok()`/`created()`. Sets the refresh
 * cookie for browsers; mobile clients get the token in `refresh_token` instead. Shared by login,
 * register and social login so every way in issues sessions alike.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  options: { secondFactor?: boolean } = {},
): Promise<SignedInPayload> {
  const { db, authSettings } = request.server;
  // Every way in (password, sign-up, Google) passes here, so a blocked account is refused once, here;
  // after the password was checked, so the answer tells nothing to someone who does not know it.
  if (await isBlocked(db, user.id)) throw new AppError('FORBIDDEN', 403, 'auth.blocked');
  const tokens = await startSession(db, user.id, {
    secret: authSettings.secret,
    userAgent: request.headers['user-agent'],
    secondFactor: options.secondFactor === true,
  });
  const mobile = isMobileClient(request);
  if (!mobile) setRefreshCookie(reply, tokens.refreshToken, tokens.expiresAt);
  return {
    token: tokens.accessToken,
    refresh_token: mobile ? tokens.refreshToken : null,
    user: toSessionUser(user),
  };
}

/**
 * The password (or Google) step of a sign-in. A staff account with its second factor set up gets a
 * challenge to complete with a code (POST /login/second-factor) instead of tokens; everyone else is
 * signed in. A staff account without one is signed in too, but only reaches the enrolment routes
 * until a code proves the factor (plugins/auth.ts).
 */
export async function beginSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
): Promise<{ signedIn: SignedInPayload } | { challenge: SecondFactorChallenge }> {
  const { db } = request.server;
  const roles = await rolesOf(db, user.id);
  if (
    roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role)) &&
    (await isEnrolled(db, user.id))
  ) {
    const { challenge, expiresAt } = await createChallenge(db, user.id);
    return { challenge: { challenge, expires_at: expiresAt.toISOString() } };
  }
  return { signedIn: await signIn(request, reply, user) };
}
