import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RecoveryCodesRequest, RecoveryCodesResponse } from '../../../contract/backoffice';
import { STAFF_ROLES } from '../../../contract/roles';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { renewRecoveryCodes, type ProofOutcome } from '../auth/second-factor';
import { RECOVERY_CODES } from '../auth/totp';
import { recordAudit } from './audit';

/** A refused code as the console shows it: on the code's field, or the throttle's wait. */
function refusedCode(outcome: Exclude<ProofOutcome, 'ok'>): never {
  if (outcome === 'wrong' || outcome === 'used') {
    const key = outcome === 'used' ? 'auth.code_used' : 'auth.code_wrong';
    throw new AppError('VALIDATION_FAILED', 422, key, [{ field: 'code', messageKey: key }]);
  }
  throw new AppError('RATE_LIMITED', 429, 'auth.code_throttled', undefined, { retryAfterS: outcome.waitS });
}

/**
 * /backoffice/second-factor/recovery-codes: a staff member renews their own recovery codes. Unlike the
 * set-up beside it, the sign-in must already carry the factor (requireRole), and a current code from
 * the app is asked again, so a session left open is not enough to take the codes. No Idempotency-Key:
 * a stored answer would keep the codes in plain text, and the code is taken once anyway, so a retry is
 * refused ("just used") instead of renewing twice.
 */
export const recoveryCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...STAFF_ROLES));

  app.post(
    '',
    {
      config: perIpLimit('signIn'),
      schema: { body: RecoveryCodesRequest, response: { 200: RecoveryCodesResponse } },
    },
    async (request) => {
      const caller = callerOf(request);
      const outcome = await renewRecoveryCodes(
        app.db,
        app.authSettings.secret,
        caller.userId,
        request.body.code,
        (tx, unusedBefore) =>
          recordAudit(tx, {
            staffId: caller.userId,
            action: 'staff.renew_recovery_codes',
            entity: 'staff',
            entityId: caller.userId,
            before: { recovery_codes_left: unusedBefore },
            after: { recovery_codes_left: RECOVERY_CODES },
          }),
      );
      if (!Array.isArray(outcome)) refusedCode(outcome);
      return ok(request.t('second_factor.recovery_codes_renewed'), { recovery_codes: outcome });
    },
  );
};
