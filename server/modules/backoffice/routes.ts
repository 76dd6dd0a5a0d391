import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONFLICTS_PER_PAGE,
  ConflictsQuery,
  ConflictsResponse,
  ConsoleMeResponse,
} from '../../../contract/backoffice';
import { STAFF_ROLES } from '../../../contract/roles';
import { ok, okPage } from '../../lib/envelope';
import { offsetOf, paginationOf } from '../../lib/pagination';
import { staffRoles } from '../../plugins/auth';
import { countConflicts, listConflicts } from './conflicts-repository';
import { queueCounts } from './counts';
import { guestsRoutes } from './guests-routes';
import { reportRoutes } from './reports-routes';
import { staffReservationRoutes } from './reservations-routes';
import { staffRolesOf } from './staff';
import { staffAccessRoutes } from './staff-access-routes';
import { contentRoutes } from './content-routes';
import { queueRoutes, type QueueRoutesOptions } from './queues-routes';
import { consoleMessageRoutes } from '../messages/console-routes';
import { join } from 'node:path';

/**
 * /api/v1/backoffice: the operator's console. Every route names who may call it with `staffRoles`
 * (admin always); the role is read from the database on each call, so a role taken away applies at
 * once. Answers are `no-store` like every API answer.
 */
export const backofficeRoutes: FastifyPluginAsyncZod<QueueRoutesOptions> = async (app, options) => {
  await app.register(staffReservationRoutes);
  await app.register(reportRoutes);
  await app.register(guestsRoutes);
  await app.register(queueRoutes, { uploadsDir: options.uploadsDir });
  // Guests' and hosts' threads and the reports on their messages: support (and admin).
  await app.register(consoleMessageRoutes, { photosDir: join(options.uploadsDir, 'messages') });

  // Who the caller is on the console and what waits in each of their queues: any staff role.
  app.get(
    '/me',
    { onRequest: app.requireRole(...STAFF_ROLES), schema: { response: { 200: ConsoleMeResponse } } },
    async (request) => {
      const roles = staffRolesOf(request);
      const counts = await queueCounts(app.db, roles);
      return ok(request.t('backoffice.me'), { me: { roles, counts } });
    },
  );

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

  await app.register(staffAccessRoutes);
  await app.register(contentRoutes);
};
