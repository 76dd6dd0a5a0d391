import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONFLICTS_PER_PAGE, ConflictsQuery, ConflictsResponse } from '../../../contract/backoffice';
import { okPage } from '../../lib/envelope';
import { offsetOf, paginationOf } from '../../lib/pagination';
import { staffRoles } from '../../plugins/auth';
import { countConflicts, listConflicts } from './conflicts-repository';

/**
 * /api/v1/backoffice: the operator's console. Every route names who may call it with `staffRoles`
 * (admin always); the role is read from the database on each call, so a role taken away applies at
 * once. Answers are `no-store` like every API answer.
 */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Calendar sync conflicts: reservations work, so support's as well as the admin's.
  app.get(
    '/calendar-conflicts',
    {
      onRequest: app.requireRole(...staffRoles('support')),
      schema: { querystring: ConflictsQuery, response: { 200: ConflictsResponse } },
    },
    async (request) => {
      const total = await countConflicts(app.db);
      const pagination = paginationOf(total, request.query.page ?? 1, CONFLICTS_PER_PAGE, true);
      const items = await listConflicts(app.db, request.locale, CONFLICTS_PER_PAGE, offsetOf(pagination));
      return okPage(request.t('backoffice.conflicts_listed'), { items }, pagination);
    },
  );
};
