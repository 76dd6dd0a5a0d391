import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalendarEditBody,
  CalendarEditResponse,
  CalendarRestoreBody,
  HostCalendarQuery,
  HostCalendarResponse,
  type CalendarAction,
} from '../../../contract/hosting-calendar';
import { HostUnitParams } from '../../../contract/hosting-units';
import type { MessageKey } from '../../i18n/translate';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import * as service from './calendar-service';

/**
 * /api/v1/hosting/units/{id}/calendar…: a host's calendar of one of their units, read by months and
 * edited by ranges of nights. Hosts only (one hook); ownership is checked in the statements that read
 * or write (calendar-repository.ts), so another host's unit answers 404. Every write drops the cached
 * catalogue reads, whose dated cards and calendars carry availability and stay totals.
 */

const saved: Record<CalendarAction, MessageKey> = {
  block: 'calendar.blocked',
  unblock: 'calendar.unblocked',
  set_price: 'calendar.price_set',
  clear_price: 'calendar.price_cleared',
  set_min_nights: 'calendar.min_nights_set',
  clear_min_nights: 'calendar.min_nights_cleared',
};

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('host'));
  const write = idempotent(app);
  const changed = () => app.publicCache.invalidate('units');

  app.get(
    '/units/:id/calendar',
    {
      schema: {
        params: HostUnitParams,
        querystring: HostCalendarQuery,
        response: { 200: HostCalendarResponse },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const calendar = await service.calendarOf(app.db, userId, request.params.id, request.query);
      return ok(request.t('calendar.loaded'), { calendar });
    },
  );

  app.post(
    '/units/:id/calendar',
    {
      ...write,
      schema: { params: HostUnitParams, body: CalendarEditBody, response: { 200: CalendarEditResponse } },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const result = await service.editRange(app.db, userId, request.params.id, request.body);
      if (result.changed > 0) changed();
      return ok(request.t(saved[request.body.action]), result);
    },
  );

  app.post(
    '/units/:id/calendar/restore',
    {
      ...write,
      schema: { params: HostUnitParams, body: CalendarRestoreBody, response: { 200: CalendarEditResponse } },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const result = await service.restoreNights(app.db, userId, request.params.id, request.body.nights);
      if (result.changed > 0) changed();
      return ok(request.t('calendar.restored'), result);
    },
  );
};
