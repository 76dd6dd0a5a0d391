import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ProfileResponse,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
} from '../../../contract/account';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { changePassword, getProfile, updateProfile } from './service';
import { sendInBackground } from '../../plugins/email/background';

/** /api/v1: the signed-in user's own profile and password. Every route needs a bearer token. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the body is even parsed: strangers get 401, not validation details.
  app.addHook('onRequest', app.requireAuth);

  app.get('/profile', { schema: { response: { 200: ProfileResponse } } }, async (request) => {
    const user = await getProfile(app.db, callerOf(request).userId);
    return ok(request.t('account.profile_loaded'), { user });
  });

  app.post(
    '/profile/update',
    { schema: { body: ProfileUpdateRequest, response: { 200: ProfileUpdateResponse } } },
    async (request) => {
      const user = await updateProfile(app.db, callerOf(request).userId, request.body);
      return ok(request.t('account.profile_updated'), { user });
    },
  );

  app.post(
    '/change-password',
    {
      config: perIpLimit('account'),
      schema: { body: ChangePasswordRequest, response: { 200: ChangePasswordResponse } },
    },
    async (request) => {
      const caller = callerOf(request);
      await changePassword(app.db, caller, request.body);
      const user = await getProfile(app.db, caller.userId);
      // A notice to the address on file: if it wasn't the owner, they learn of it and can reset.
      if (user.email) {
        sendInBackground(request, {
          to: user.email,
          locale: user.locale,
          template: 'password_changed',
          params: { changedAt: new Date() },
        });
      }
      return ok(request.t('account.password_changed'), {});
    },
  );
};
