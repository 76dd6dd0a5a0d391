import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthSettingsResponse,
  LoginChallengeResponse,
  SocialLoginRequest,
  SocialLoginResponse,
} from '../../../contract/auth';
import { AppError } from '../../lib/app-error';
import { accepted, ok } from '../../lib/envelope';
import type { GoogleIdentity } from '../../lib/google-id-token';
import type { Database } from '../../db/client';
import type { Locale } from '../../../contract/common';
import type { User } from '../../../contract/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { createSocialUser, findUserByEmail, findUserByIdentity, linkIdentity } from './service';
import { beginSignIn } from './sign-in';

/** Both spellings Google uses name one issuer; users are keyed by issuer plus subject. */
const canonicalIssuer = (issuer: string) => (issuer.startsWith('https://') ? issuer : `https://${issuer}`);

/**
 * The account for a verified Google identity: the one already linked to it; else an existing account
 * with the same email, linked only when Google says the email is verified; else a new social account.
 */
async function accountFor(db: Database, identity: GoogleIdentity, locale: Locale): Promise<User> {
  const key = {
    provider: 'google' as const,
    issuer: canonicalIssuer(identity.issuer),
    subject: identity.subject,
    email: identity.email,
  };
  const linked = await findUserByIdentity(db, key.issuer, key.subject);
  if (linked) return linked;
  const sameEmail = identity.email ? await findUserByEmail(db, identity.email) : null;
  if (sameEmail) {
    if (!identity.emailVerified) throw new AppError('CONFLICT', 409, 'auth.google_email_unverified');
    await linkIdentity(db, sameEmail.id, key);
    return sameEmail;
  }
  return createSocialUser(db, {
    email: identity.email,
    name: identity.name,
    emailVerified: identity.emailVerified,
    locale,
    identity: key,
  });
}

/** /api/v1: Google sign-in (spec, API calls: social-login) and the settings the sign-in screens read. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/auth',
    { schema: { response: { 200: AuthSettingsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(request.t('auth.settings'), { google_client_id: app.google?.clientId ?? null });
    },
  );

  app.post(
    '/social-login',
    {
      config: perIpLimit('signIn'),
      schema: {
        body: SocialLoginRequest,
        response: { 200: SocialLoginResponse, 202: LoginChallengeResponse },
      },
    },
    async (request, reply) => {
      if (!app.google) throw new AppError('UNAVAILABLE', 503, 'auth.google_unavailable');
      // A bare provider id is never trusted: only the signed token says who this is.
      const identity = await app.google.verify(request.body.credential).catch(() => {
        throw new AppError('UNAUTHENTICATED', 401, 'auth.google_invalid');
      });
      if (identity.subject !== request.body.provider_id)
        throw new AppError('UNAUTHENTICATED', 401, 'auth.google_invalid');
      const user = await accountFor(app.db, identity, request.locale);
      // A staff account with its second factor set up answers 202 with the code step, as /login does.
      const step = await beginSignIn(request, reply, user);
      if ('challenge' in step) {
        return reply
          .code(202)
          .send(accepted(request.t('auth.second_factor_needed'), { second_factor: step.challenge }));
      }
      return ok(request.t('auth.google_signed_in'), step.signedIn);
    },
  );
};
