import type { SessionUser } from '../../contract/auth';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { pageCookies } from '#page-environment';
import { SESSION_COOKIES } from '../../contract/session';

/**
 * The session the page can read (spec, entities, with the security change): the short-lived access token,
 * the token mode and the non-secret user object, each in a cookie. The refresh token never reaches
 * page script: the server keeps it in an HttpOnly, Secure, SameSite=Strict cookie.
 */
export const TOKEN_COOKIE = SESSION_COOKIES.token;
export const TOKEN_MODE_COOKIE = SESSION_COOKIES.tokenMode;
export const USER_COOKIE = SESSION_COOKIES.user;

/**
 * The cookies outlive the 15-minute access token on purpose: the guards need to know someone is
 * signed in, and an expired token is swapped on the first 401 through the refresh cookie.
 */
const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

export type TokenMode = 'bearer';

export interface Session {
  token: string | null;
  mode: TokenMode | null;
  user: SessionUser | null;
}

type Listener = (session: Session) => void;
const listeners = new Set<Listener>();

/**
 * The user cookie is written by this app from a contract-checked answer, so a structural check of the
 * fields the guards rely on is enough here; it keeps the schema library out of the first render.
 */
function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const user = value as Partial<SessionUser>;
    const ok =
      typeof user.id === 'string' &&
      typeof user.account_ready === 'boolean' &&
      (user.type === 'email' || user.type === 'social');
    return ok ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

export function readSession(cookies: string = pageCookies()): Session {
  const mode = readCookie(TOKEN_MODE_COOKIE, cookies);
  return {
    token: readCookie(TOKEN_COOKIE, cookies) || null,
    mode: mode === 'bearer' ? 'bearer' : null,
    user: parseUser(readCookie(USER_COOKIE, cookies)),
  };
}

/** Spec, roles and permissions: the bearer header is sent only when the mode is bearer and a token exists. */
export function bearerToken(session: Session = readSession()): string | null {
  return session.mode === 'bearer' && session.token ? session.token : null;
}

export function saveSession(token: string, user: SessionUser | null, mode: TokenMode = 'bearer'): void {
  writeCookie(TOKEN_COOKIE, token, SESSION_MAX_AGE);
  writeCookie(TOKEN_MODE_COOKIE, mode, SESSION_MAX_AGE);
  if (user) writeCookie(USER_COOKIE, JSON.stringify(user), SESSION_MAX_AGE);
  notify();
}

/** After a profile change: the guards read `account_ready` and `type` from this cookie. */
export function saveUser(user: SessionUser): void {
  writeCookie(USER_COOKIE, JSON.stringify(user), SESSION_MAX_AGE);
  notify();
}

export function saveAccessToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token, SESSION_MAX_AGE);
  notify();
}

/** Spec, states and transitions: token, token mode and user are removed together. */
export function clearSession(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(TOKEN_MODE_COOKIE);
  deleteCookie(USER_COOKIE);
  notify();
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  const session = readSession();
  for (const listener of listeners) listener(session);
}
