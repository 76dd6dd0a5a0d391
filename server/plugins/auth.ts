import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { STAFF_ROLES, type Role } from '../../contract/roles';
import { isSessionActive, rolesOf, useStaffSession } from '../modules/auth/sessions';
import { passedSecondFactor, verifyAccessToken, type AccessClaims } from '../modules/auth/tokens';

export interface AuthSettings {
  /** HS256 key for access tokens: AUTH_SECRET, or the one persisted in DATA_DIR (boot/auth-secret.ts). */
  secret: Uint8Array;
  /** The refresh cookie's Secure flag; true unless a test says otherwise. */
  cookieSecure: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    authSettings: AuthSettings;
    /** onRequest/preHandler hook for routes that need a signed-in user; sets `request.auth` or answers 401. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * A hook for a route plugin's audience: signed in (else 401) and holding `role` (else 403). Staff
     * routes pass their roles; `admin` is always let in there (see staffRoles).
     */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * `requireRole` without the staff second factor: only for the routes that enrol it (a staff member
     * who has none yet signs in with the password alone and may reach nothing else).
     */
    requireRoleBeforeSecondFactor: (
      ...roles: Role[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The verified caller, set by `requireAuth`; null on routes that do not require it. */
    auth: AccessClaims | null;
    /** The caller's roles as the role guard read them for this request; null where no guard ran. */
    roles: Role[] | null;
  }
}

// Only the Authorization header: a token in a cookie or query string would be sent (or logged) by
// the browser on its own, reopening CSRF and leaks that the bearer scheme avoids.
const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i;

function unauthenticated(
  reply: FastifyReply,
  messageKey: 'errors.unauthenticated' | 'auth.session_idle' = 'errors.unauthenticated',
): AppError {
  reply.header('www-authenticate', 'Bearer');
  return new AppError('UNAUTHENTICATED', 401, messageKey);
}

const isStaffRole = (role: Role) => (STAFF_ROLES as readonly Role[]).includes(role);

/**
 * Seconds the page says it sat untouched (no key or pointer), from the `Idle-Seconds` header the app's
 * API client sends; 0 when absent. Only staff sessions read it, to keep their idle clock honest
 * while a console left open polls on its own.
 */
function untouchedSeconds(request: FastifyRequest): number {
  const value = Number(request.headers['idle-seconds']);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

export const authPlugin = fp<AuthSettings>(
  async (app, settings) => {
    app.decorate('authSettings', { secret: settings.secret, cookieSecure: settings.cookieSecure });
    app.decorateRequest('auth', null);
    app.decorateRequest('roles', null);
    app.decorate('requireAuth', async (request: FastifyRequest, reply: FastifyReply) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      const claims = match?.[1] ? await verifyAccessToken(settings.secret, match[1]) : null;
      // The signature alone would keep a logged-out token working for up to 15 minutes; checking its
      // family (one indexed lookup) makes logout and "sign out other devices" take effect at once.
      if (!claims || !(await isSessionActive(app.db, claims.sessionId, claims.userId))) {
        throw unauthenticated(reply);
      }
      // A staff sign-in (its token carries `amr`) keeps an idle clock: 30 minutes unused ends it.
      if (
        claims.amr &&
        !(await useStaffSession(app.db, claims.sessionId, claims.userId, untouchedSeconds(request)))
      ) {
        throw unauthenticated(reply, 'auth.session_idle');
      }
      request.auth = claims;
    });
    const guard =
      (allowed: Role[], secondFactor: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
        await app.requireAuth(request, reply);
        // Read per request, not from the token: a role granted or taken away applies to the next call.
        const held = await rolesOf(app.db, callerOf(request).userId);
        request.roles = held;
        const letIn = held.filter((role) => allowed.includes(role));
        if (letIn.length === 0) throw new AppError('FORBIDDEN', 403, 'errors.forbidden');
        // Staff work needs the second factor; a host reaching host routes does not, staff or not.
        if (secondFactor && letIn.every(isStaffRole) && !passedSecondFactor(request.auth)) {
          throw new AppError('MFA_REQUIRED', 403, 'auth.second_factor_required');
        }
      };
    app.decorate('requireRole', (...allowed: Role[]) => guard(allowed, true));
    app.decorate('requireRoleBeforeSecondFactor', (...allowed: Role[]) => guard(allowed, false));
  },
  { name: 'sakan-auth', dependencies: ['sakan-db', 'sakan-errors'] },
);

/** Staff routes let `admin` in beside the roles named. */
export function staffRoles(...roles: Role[]): Role[] {
  return roles.includes('admin') ? roles : ['admin', ...roles];
}

/** The caller of a route guarded by `requireAuth`. Throws if the guard is missing (a programming error). */
export function callerOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new Error('callerOf: route is missing the requireAuth hook');
  return request.auth;
}

/** The roles a route's role guard read for this caller (so a handler needs no second read). */
export function rolesOfCaller(request: FastifyRequest): Role[] {
  if (!request.roles) throw new Error('rolesOfCaller: route is missing the requireRole hook');
  return request.roles;
}
