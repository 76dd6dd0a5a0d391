import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Role } from '../../contract/roles';
import { isSessionActive, rolesOf } from '../modules/auth/sessions';
import { verifyAccessToken, type AccessClaims } from '../modules/auth/tokens';

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
  }
  interface FastifyRequest {
    /** The verified caller, set by `requireAuth`; null on routes that do not require it. */
    auth: AccessClaims | null;
  }
}

// Only the Authorization header: a token in a cookie or query string would be sent (or logged) by
// the browser on its own, reopening CSRF and leaks that the bearer scheme avoids.
const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i;

function unauthenticated(reply: FastifyReply): AppError {
  reply.header('www-authenticate', 'Bearer');
  return new AppError('UNAUTHENTICATED', 401, 'errors.unauthenticated');
}

export const authPlugin = fp<AuthSettings>(
  async (app, settings) => {
    app.decorate('authSettings', { secret: settings.secret, cookieSecure: settings.cookieSecure });
    app.decorateRequest('auth', null);
    app.decorate('requireAuth', async (request: FastifyRequest, reply: FastifyReply) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      const claims = match?.[1] ? await verifyAccessToken(settings.secret, match[1]) : null;
      // The signature alone would keep a logged-out token working for up to 15 minutes; checking its
      // family (one indexed lookup) makes logout and "sign out other devices" take effect at once.
      if (!claims || !(await isSessionActive(app.db, claims.sessionId, claims.userId))) {
        throw unauthenticated(reply);
      }
      request.auth = claims;
    });
    app.decorate(
      'requireRole',
      (...allowed: Role[]) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          await app.requireAuth(request, reply);
          // Read per request, not from the token: a role granted or taken away applies to the next call.
          const held = await rolesOf(app.db, callerOf(request).userId);
          if (!held.some((role) => allowed.includes(role))) {
            throw new AppError('FORBIDDEN', 403, 'errors.forbidden');
          }
        },
    );
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
