import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUEUE_PER_PAGE } from '../../../contract/backoffice-queues';
import {
  ConsoleThreadResponse,
  ConsoleThreadsQuery,
  ConsoleThreadsResponse,
  MESSAGES_PAGE_DEFAULT,
  MessageResponse,
  PhotoFileParams,
  SendMessageBody,
  ThreadParams,
  ThreadQuery,
} from '../../../contract/messages';
import { created, ok, okPage } from '../../lib/envelope';
import { paginationOf } from '../../lib/pagination';
import { callerOf, staffRoles } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { audited } from '../backoffice/audit';
import { consoleSearchSql } from './console-repository';
import { messageReportRoutes } from './console-reports-routes';
import { canSeePhoto } from './photos-repository';
import { photoBytes, photoNotFound } from './photos-routes';
import * as repository from './repository';
import { sendAsStaff } from './service';
import { threadNotFound } from './threads';
import { pageOf, toConsoleMessage, toConsoleThread, toMessage } from './views';

/**
 * /api/v1/backoffice/messages…: support (and admin) read any thread, its photos and hidden messages,
 * and may write in it (as "Sakan support"; audited). Reading changes nothing: no delivered or read
 * mark moves for staff, who take no part in the thread. The reports queue is its own plugin.
 */
export const consoleMessageRoutes: FastifyPluginAsyncZod<{ photosDir: string }> = async (app, options) => {
  app.addHook('onRequest', app.requireRole(...staffRoles('support')));

  app.get(
    '/messages/threads',
    { schema: { querystring: ConsoleThreadsQuery, response: { 200: ConsoleThreadsResponse } } },
    async (request) => {
      const staffId = callerOf(request).userId;
      const where = sql`${consoleSearchSql(request.query.q)}`;
      const total = await repository.countThreads(app.db, where);
      const pagination = paginationOf(total, request.query.page ?? 1, QUEUE_PER_PAGE, true);
      const rows = await repository.selectThreads(app.db, request.locale, staffId, where, {
        limit: QUEUE_PER_PAGE,
        offset: (pagination.page - 1) * QUEUE_PER_PAGE,
      });
      const items = rows.map((row) => toConsoleThread(row, staffId));
      return okPage(request.t('messages.threads_listed'), { items }, pagination);
    },
  );

  app.get(
    '/messages/threads/:id',
    { schema: { params: ThreadParams, querystring: ThreadQuery, response: { 200: ConsoleThreadResponse } } },
    async (request) => {
      const staffId = callerOf(request).userId;
      const { id } = request.params;
      const [row] = await repository.selectThreads(app.db, request.locale, staffId, sql`t.id = ${id}`, {
        limit: 1,
        offset: 0,
      });
      if (!row) throw threadNotFound();
      const limit = request.query.limit ?? MESSAGES_PAGE_DEFAULT;
      const found = await repository.selectMessages(app.db, staffId, id, {
        before: request.query.before ?? null,
        limit,
      });
      const { rows, older } = pageOf(found, limit);
      return ok(request.t('messages.thread_read'), {
        thread: toConsoleThread(row, staffId),
        messages: rows.map(toConsoleMessage),
        older,
      });
    },
  );

  app.post(
    '/messages/threads/:id/messages',
    {
      ...idempotent(app),
      schema: { params: ThreadParams, body: SendMessageBody, response: { 201: MessageResponse } },
    },
    async (request, reply) => {
      const staffId = callerOf(request).userId;
      const { id } = request.params;
      const messageId = await audited(app.db, async (tx) => {
        const sent = await sendAsStaff(tx, staffId, id, request.body);
        return {
          result: sent,
          audit: {
            staffId,
            action: 'message.send',
            entity: 'message_thread',
            entityId: id,
            after: { message_id: sent, text: request.body.text ?? '', photos: request.body.photo_keys ?? [] },
          },
        };
      });
      const [row] = await repository.selectMessages(app.db, staffId, id, {
        before: null,
        limit: 1,
        only: messageId,
      });
      if (!row) throw threadNotFound();
      return reply.code(201).send(created(request.t('messages.sent'), { sent: toMessage(row) }));
    },
  );

  app.get('/messages/photos/:file', { schema: { params: PhotoFileParams } }, async (request, reply) => {
    const { file } = request.params;
    const key = file.replace(/-\d+\.webp$/, '');
    if (!(await canSeePhoto(app.db, callerOf(request).userId, key, true))) throw photoNotFound();
    const bytes = await photoBytes(options.photosDir, file);
    return reply.type('image/webp').header('cache-control', 'private, no-store').send(bytes);
  });

  await app.register(messageReportRoutes);
};
