import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { secondFactorRoutes } from './second-factor-routes';

/** Staff and access: the caller's second factor, staff management and the audit log. */
export const staffAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(secondFactorRoutes, { prefix: '/second-factor' });
};
