import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_PER_PAGE,
  StaffIdParams,
  StaffListQuery,
  StaffListResponse,
  StaffMemberResponse,
  StaffResetRequest,
  StaffRolesRequest,
} from '../../../contract/backoffice';
import { ok, okPage } from '../../lib/envelope';
import { offsetOf, paginationOf } from '../../lib/pagination';
import { callerOf } from '../../plugins/auth';
import { countStaff, listStaff } from './staff-repository';
import { resetStaffFactor, setStaffRoles } from './staff-service';

/** /backoffice/staff: the admin's alone. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '',
    { schema: { querystring: StaffListQuery, response: { 200: StaffListResponse } } },
    async (request) => {
      const total = await countStaff(app.db);
      const pagination = paginationOf(total, request.query.page ?? 1, STAFF_PER_PAGE, true);
      const items = await listStaff(app.db, request.query, STAFF_PER_PAGE, offsetOf(pagination));
      return okPage(request.t('backoffice.staff_listed'), { items }, pagination);
    },
  );

  app.put(
    '/roles',
    { schema: { body: StaffRolesRequest, response: { 200: StaffMemberResponse } } },
    async (request) => {
      const member = await setStaffRoles(app.db, callerOf(request).userId, request.body);
      return ok(request.t('backoffice.staff_roles_saved'), { member });
    },
  );

  app.post(
    '/:id/reset-second-factor',
    {
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { params: StaffIdParams, body: StaffResetRequest, response: { 200: StaffMemberResponse } },
    },
    async (request) => {
      const member = await resetStaffFactor(
        app.db,
        callerOf(request).userId,
        request.params.id,
        request.body.reason,
      );
      return ok(request.t('backoffice.staff_factor_reset'), { member });
    },
  );
};
