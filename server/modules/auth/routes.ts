import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginChallengeResponse,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  LogoutResponse,
  RefreshRequest,
  RefreshResponse,
  RegisterRequest,
  RegisterResponse,
} from '../../../contract/auth';
import { AppError } from '../../lib/app-error';
import { accepted, created, ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { authenticate, register } from './service';
import { endSession, revokeAllSessions, rotateSession } from './sessions';
import { secondFactorRoutes } from './second-factor-routes';
import { beginSignIn, clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie, signIn } from './sign-in';
import { sendInBackground } from '../../plugins/email/background';

// Browsers post logout and refresh without a body; treat that as `{}` so the strict schema still applies.
const emptyBodyIsObject = async (request: { body: unknown }) => {
  request.body ??= {};
};

/** /api/v1: register, login, logout. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    { config: perIpLimit('signIn'), schema: { body: RegisterRequest, response: { 201: RegisterResponse } } },
    async (request, reply) => {
      const user = await register(app.db, request.body, request.locale);
      const payload = await signIn(request, reply, user);
      // The welcome mail must not hold up, or fail, the sign-up itself.
      if (user.email) {
        sendInBackground(request, {
          to: user.email,
          locale: user.locale,
          template: 'welcome',
          params: { name: user.name ?? undefined },
        });
      }
      return reply.code(201).send(created(request.t('auth.registered'), payload));
    },
  );

  app.post(
    '/login',
    {
      config: perIpLimit('signIn'),
      schema: { body: LoginRequest, response: { 200: LoginResponse, 202: LoginChallengeResponse } },
    },
    async (request, reply) => {
      const user = await authenticate(app.db, request.body, {
        source: request.ip,
        alertOwner: (owner, failures, since) => {
          if (!owner.email) return;
          sendInBackground(request, {
            to: owner.email,
            locale: owner.locale,
            template: 'login_alert',
            params: { failures, since },
          });
        },
      });
      const step = await beginSignIn(request, reply, user);
      if ('challenge' in step) {
        return reply
          .code(202)
          .send(accepted(request.t('auth.second_factor_needed'), { second_factor: step.challenge }));
      }
      return ok(request.t('auth.signed_in'), step.signedIn);
    },
  );

  await app.register(secondFactorRoutes);

  app.post(
    '/logout',
    {
      preValidation: emptyBodyIsObject,
      onRequest: app.requireAuth,
      schema: { body: LogoutRequest, response: { 200: LogoutResponse } },
    },
    async (request, reply) => {
      const { userId, sessionId } = callerOf(request);
      if (request.body.everywhere) await revokeAllSessions(app.db, userId);
      else await endSession(app.db, sessionId);
      clearRefreshCookie(reply);
      return ok(request.t('auth.signed_out'), {});
    },
  );
};

/**
 * POST /auth/refresh, outside /api/v1 as the spec's client calls it. Success is the bare
 * `{ accessToken, refreshToken? }` of the contract; failure is the usual 401 envelope (one error path
 * for the whole server; the client only looks for `accessToken`).
 */
export const refreshRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/refresh',
    {
      config: perIpLimit('refresh'),
      preValidation: emptyBodyIsObject,
      schema: { body: RefreshRequest, response: { 200: RefreshResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const fromBody = request.body.refreshToken;
      const presented = fromBody ?? request.cookies[REFRESH_COOKIE];
      const rotation = presented
        ? await rotateSession(app.db, presented, {
            secret: app.authSettings.secret,
            userAgent: request.headers['user-agent'],
          })
        : ({ ended: 'invalid' } as const);
      if ('ended' in rotation) {
        // A dead cookie would only make the browser retry with it; drop it.
        if (fromBody === undefined) clearRefreshCookie(reply);
        const idle = rotation.ended === 'idle';
        throw new AppError('UNAUTHENTICATED', 401, idle ? 'auth.session_idle' : 'auth.session_expired');
      }
      const { tokens } = rotation;
      // The token comes back the way it came: in the body for mobile, as a cookie for browsers.
      if (fromBody !== undefined)
        return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
      setRefreshCookie(reply, tokens.refreshToken, tokens.expiresAt);
      return { accessToken: tokens.accessToken };
    },
  );
};
