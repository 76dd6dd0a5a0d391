import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SecondFactorLoginRequest, SecondFactorLoginResponse } from '../../../contract/auth';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { perIpLimit } from '../../plugins/rate-limit';
import { completeChallenge } from './challenge';
import { findUserById } from './service';
import { signIn } from './sign-in';

/**
 * POST /api/v1/login/second-factor: a staff sign-in's second step. The challenge from /login and a
 * code from the authenticator, or one recovery code; the answer is the usual signed-in payload, and
 * the session carries the second factor from then on.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login/second-factor',
    {
      config: perIpLimit('signIn'),
      schema: { body: SecondFactorLoginRequest, response: { 200: SecondFactorLoginResponse } },
    },
    async (request, reply) => {
      const { challenge, code, recovery_code: recoveryCode } = request.body;
      const proof = code !== undefined ? { code } : { recoveryCode: recoveryCode ?? '' };
      const userId = await completeChallenge(app.db, app.authSettings.secret, challenge, proof);
      const user = await findUserById(app.db, userId);
      // The account was removed between the two steps.
      if (!user) throw new AppError('CHALLENGE_EXPIRED', 401, 'auth.challenge_expired');
      return ok(request.t('auth.signed_in'), await signIn(request, reply, user, { secondFactor: true }));
    },
  );
};
