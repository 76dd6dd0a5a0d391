import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staysRoutes } from './stays-routes';

/**
 * /api/v1/hosting: hosts running their own units. The audience is declared once per part: every part
 * but the submissions list is `requireRole('host')`, and each service checks ownership in the query
 * that reads or writes the row (`units.host_id = caller`), so another host's id answers 404. Answers
 * are `no-store` like every API answer (app.ts).
 */
export const hostingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The parts register here: units and photos, stays and the overview, earnings, submissions.
  await app.register(staysRoutes);
};
