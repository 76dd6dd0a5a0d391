import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyBody, QUEUE_PER_PAGE, ReasonBody } from '../../../contract/backoffice-queues';
import type { Locale } from '../../../contract/common';
import {
  MessageParams,
  MessageReportResponse,
  MessageReportsQuery,
  MessageReportsResponse,
  type MessageReportItem,
} from '../../../contract/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok, okPage } from '../../lib/envelope';
import { paginationOf } from '../../lib/pagination';
import { callerOf } from '../../plugins/auth';
import { decide, settled } from '../backoffice/queue-decide';
import { queuesChanged } from '../notifications/staff-live';
import * as consoleRepository from './console-repository';
import { toConsoleMessage } from './views';

const notFound = () => new AppError('NOT_FOUND', 404, 'messages.report_not_found');

function toReport(row: consoleRepository.ReportRow): MessageReportItem {
  return {
    message: toConsoleMessage(row),
    thread_id: row.thread_id,
    unit: { id: row.unit_id, slug: row.unit_slug, title: row.unit_title, cover_key: row.cover_key },
    reasons: row.reasons,
    notes: row.notes,
    reports: row.reports,
    waiting: row.waiting,
    first_reported_at: new Date(row.first_reported_at).toISOString(),
  };
}

/**
 * /api/v1/backoffice/message-reports: reported messages, beside the reviews in the console's
 * moderation. Registered inside the console's messages routes, so support (and admin) only. Hiding
 * takes a reason and removes the text and photos from both sides' view; restoring brings them back;
 * keeping takes the message off the queue unchanged. Each decision writes its audit row with it.
 */
export const messageReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = async (locale: Locale, staffId: string, id: string) => {
    const row = await consoleRepository.findReport(app.db, locale, staffId, id);
    if (!row) throw notFound();
    return toReport(row);
  };
  const locked = async (tx: Database, id: string) => {
    const message = await consoleRepository.lockReported(tx, id);
    if (!message) throw notFound();
    return message;
  };

  app.get(
    '/message-reports',
    { schema: { querystring: MessageReportsQuery, response: { 200: MessageReportsResponse } } },
    async (request) => {
      const staffId = callerOf(request).userId;
      let pagination = paginationOf(0, 1, QUEUE_PER_PAGE, true);
      const { rows } = await consoleRepository.listReports(
        app.db,
        request.locale,
        staffId,
        request.query,
        (total) => {
          pagination = paginationOf(total, request.query.page ?? 1, QUEUE_PER_PAGE, true);
          return { limit: QUEUE_PER_PAGE, offset: (pagination.page - 1) * QUEUE_PER_PAGE };
        },
      );
      return okPage(request.t('messages.reports_listed'), { items: rows.map(toReport) }, pagination);
    },
  );

  app.get(
    '/message-reports/:id',
    { schema: { params: MessageParams, response: { 200: MessageReportResponse } } },
    async (request) => {
      const report = await read(request.locale, callerOf(request).userId, request.params.id);
      return ok(request.t('messages.report_read'), { report });
    },
  );

  app.post(
    '/message-reports/:id/hide',
    { schema: { params: MessageParams, body: ReasonBody, response: { 200: MessageReportResponse } } },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      await decide(request, async (tx) => {
        const message = await locked(tx, id);
        if (message.hidden) throw new AppError('CONFLICT', 409, 'messages.already_hidden');
        await consoleRepository.setHidden(tx, id, reason);
        await queuesChanged(tx);
        return {
          decided: settled(null),
          audit: {
            action: 'message.hide',
            entity: 'message',
            entityId: id,
            reason,
            before: { hidden: false },
            after: { hidden: true },
          },
        };
      });
      const report = await read(request.locale, callerOf(request).userId, id);
      return ok(request.t('messages.hidden'), { report });
    },
  );

  app.post(
    '/message-reports/:id/restore',
    { schema: { params: MessageParams, body: EmptyBody, response: { 200: MessageReportResponse } } },
    async (request) => {
      const { id } = request.params;
      await decide(request, async (tx) => {
        const message = await locked(tx, id);
        if (!message.hidden) throw new AppError('CONFLICT', 409, 'messages.not_hidden');
        await consoleRepository.setHidden(tx, id, null);
        await queuesChanged(tx);
        return {
          decided: settled(null),
          audit: {
            action: 'message.restore',
            entity: 'message',
            entityId: id,
            before: { hidden: true, hidden_reason: message.hidden_reason },
            after: { hidden: false, hidden_reason: null },
          },
        };
      });
      const report = await read(request.locale, callerOf(request).userId, id);
      return ok(request.t('messages.restored'), { report });
    },
  );

  app.post(
    '/message-reports/:id/keep',
    { schema: { params: MessageParams, body: EmptyBody, response: { 200: MessageReportResponse } } },
    async (request) => {
      const { id } = request.params;
      await decide(request, async (tx) => {
        const message = await locked(tx, id);
        await consoleRepository.markChecked(tx, id);
        await queuesChanged(tx);
        return {
          decided: settled(null),
          audit: {
            action: 'message.keep',
            entity: 'message',
            entityId: id,
            before: { checked: message.checked },
            after: { checked: true },
          },
        };
      });
      const report = await read(request.locale, callerOf(request).userId, id);
      return ok(request.t('messages.kept'), { report });
    },
  );
};
