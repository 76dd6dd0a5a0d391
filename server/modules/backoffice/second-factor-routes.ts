import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SecondFactorConfirmRequest,
  SecondFactorConfirmResponse,
  SecondFactorSetupResponse,
  SecondFactorStatusResponse,
} from '../../../contract/backoffice';
import { STAFF_ROLES } from '../../../contract/roles';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { beginEnrolment, confirmEnrolment, enrolmentOf } from '../auth/second-factor';
import { findUserById } from '../auth/service';
import { upgradeSession } from '../auth/sessions';
import { passedSecondFactor } from '../auth/tokens';
import { recordAudit } from './audit';

/**
 * /backoffice/second-factor: the one corner of the console a staff sign-in reaches before the second
 * factor (requireRoleBeforeSecondFactor): its state, the secret to enrol with, and the confirmation,
 * which upgrades the caller's own sign-in. Everything else answers 403 MFA_REQUIRED until then.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRoleBeforeSecondFactor(...STAFF_ROLES));

  app.get('', { schema: { response: { 200: SecondFactorStatusResponse } } }, async (request) => {
    const caller = callerOf(request);
    const enrolment = await enrolmentOf(app.db, caller.userId);
    return ok(request.t('second_factor.status'), {
      second_factor: {
        enrolled: enrolment.enrolled,
        verified: passedSecondFactor(caller),
        recovery_codes_left: enrolment.recoveryCodesLeft,
      },
    });
  });

  app.get('/setup', { schema: { response: { 200: SecondFactorSetupResponse } } }, async (request) => {
    const caller = callerOf(request);
    const user = await findUserById(app.db, caller.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 401, 'errors.unauthenticated');
    const { secret, uri } = await beginEnrolment(app.db, app.authSettings.secret, user);
    return ok(request.t('second_factor.setup'), { secret, uri });
  });

  app.post(
    '/confirm',
    {
      config: perIpLimit('signIn'),
      schema: { body: SecondFactorConfirmRequest, response: { 200: SecondFactorConfirmResponse } },
    },
    async (request) => {
      const caller = callerOf(request);
      const outcome = await confirmEnrolment(
        app.db,
        app.authSettings.secret,
        caller.userId,
        request.body.code,
        (tx) =>
          recordAudit(tx, {
            staffId: caller.userId,
            action: 'staff.enrol_second_factor',
            entity: 'staff',
            entityId: caller.userId,
            before: { second_factor: false },
            after: { second_factor: true },
          }),
      );
      if (outcome === 'wrong' || outcome === 'used') {
        throw new AppError('VALIDATION_FAILED', 422, 'auth.code_wrong', [
          { field: 'code', messageKey: 'auth.code_wrong' },
        ]);
      }
      if (!Array.isArray(outcome)) {
        throw new AppError('RATE_LIMITED', 429, 'auth.code_throttled', undefined, {
          retryAfterS: outcome.waitS,
        });
      }
      const token = await upgradeSession(app.db, caller, app.authSettings.secret);
      return ok(request.t('second_factor.confirmed'), { recovery_codes: outcome, token });
    },
  );
};
