import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DoorCodeBody, DoorCodeResponse, UnitParams } from '../../../contract/messages';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { findDoorCode, saveDoorCode } from './kit-repository';

const notHosted = () => new AppError('NOT_FOUND', 404, 'messages.unit_not_found');

/**
 * /messages/units/{id}/door-code: hosts only, for their own units (another host's unit is a 404).
 * The code reaches a confirmed guest's stay kit from 48 hours before check-in, and nobody else.
 */
export const doorCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('host'));

  app.get(
    '/messages/units/:unit_id/door-code',
    { schema: { params: UnitParams, response: { 200: DoorCodeResponse } } },
    async (request) => {
      const code = await findDoorCode(app.db, callerOf(request).userId, request.params.unit_id);
      if (code === undefined) throw notHosted();
      return ok(request.t('messages.door_code_read'), { door_code: code });
    },
  );

  app.put(
    '/messages/units/:unit_id/door-code',
    {
      ...idempotent(app),
      schema: { params: UnitParams, body: DoorCodeBody, response: { 200: DoorCodeResponse } },
    },
    async (request) => {
      const { unit_id: unitId } = request.params;
      const code = request.body.door_code;
      if (!(await saveDoorCode(app.db, callerOf(request).userId, unitId, code))) throw notHosted();
      return ok(request.t('messages.door_code_saved'), { door_code: code });
    },
  );
};
