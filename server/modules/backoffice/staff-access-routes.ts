import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRoutes } from './audit-routes';
import { recoveryCodesRoutes } from './recovery-codes-routes';
import { secondFactorRoutes } from './second-factor-routes';
import { staffRoutes } from './staff-routes';

/** Staff and access: the caller's second factor, staff management and the audit log. */
export const staffAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(secondFactorRoutes, { prefix: '/second-factor' });
  // Beside the set-up, not inside it: renewing codes needs a sign-in that already passed the factor.
  await app.register(recoveryCodesRoutes, { prefix: '/second-factor/recovery-codes' });
  await app.register(staffRoutes, { prefix: '/staff' });
  await app.register(auditRoutes, { prefix: '/audit' });
};
