import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MarkReadBody,
  MarkThreadReadResponse,
  MessageParams,
  MessageResponse,
  QuestionResponse,
  ReportBody,
  ReportResponse,
  SendMessageBody,
  StayKitResponse,
  StayParams,
  ThreadParams,
  ThreadQuery,
  ThreadResponse,
  ThreadsQuery,
  ThreadsResponse,
  ThreadSummaryResponse,
  UnitParams,
  UnreadMessagesResponse,
} from '../../../contract/messages';
import { created, ok, okPage } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { registerAwayMail } from './away-mail';
import { doorCodeRoutes } from './door-code-routes';
import { stayKit } from './kit';
import { messagePhotoRoutes } from './photos-routes';
import { countUnread } from './repository';
import * as service from './service';
import { listThreads, openStayThread, readMessage, threadDetail, threadSummary } from './threads';

export interface MessageRoutesOptions {
  /** `<uploads>/messages`: message photos. */
  photosDir: string;
}

/**
 * /api/v1/messages: anyone signed in, as a guest or as a host. Who reads what is decided in every
 * query (the caller takes part in the thread), so a stranger's thread or message id answers 404.
 * Writes take an Idempotency-Key: the outbox replays a message written offline, and it is stored once.
 */
export const messageRoutes: FastifyPluginAsyncZod<MessageRoutesOptions> = async (app, options) => {
  await app.register(messagePhotoRoutes, { dir: options.photosDir });
  await app.register(doorCodeRoutes);
  await app.register(threadRoutes);
  registerAwayMail(app);
};

const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const write = idempotent(app);

  app.get(
    '/messages/threads',
    { schema: { querystring: ThreadsQuery, response: { 200: ThreadsResponse } } },
    async (request) => {
      const { items, unread_total, pagination } = await listThreads(
        app.db,
        request.locale,
        callerOf(request).userId,
        request.query,
      );
      return okPage(request.t('messages.threads_listed'), { items, unread_total }, pagination);
    },
  );

  app.get(
    '/messages/threads/:id',
    { schema: { params: ThreadParams, querystring: ThreadQuery, response: { 200: ThreadResponse } } },
    async (request) => {
      const { userId } = callerOf(request);
      const detail = await threadDetail(app.db, request.locale, userId, request.params.id, request.query);
      return ok(request.t('messages.thread_read'), detail);
    },
  );

  app.post(
    '/messages/threads/:id/messages',
    { ...write, schema: { params: ThreadParams, body: SendMessageBody, response: { 201: MessageResponse } } },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const { id } = request.params;
      const messageId = await service.sendMessage(app.db, userId, id, request.body);
      const message = await readMessage(app.db, userId, id, messageId);
      return reply.code(201).send(created(request.t('messages.sent'), { sent: message }));
    },
  );

  app.post(
    '/messages/threads/:id/read',
    {
      ...write,
      schema: { params: ThreadParams, body: MarkReadBody, response: { 200: MarkThreadReadResponse } },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const counts = await service.markThreadRead(
        app.db,
        userId,
        request.params.id,
        request.body?.up_to ?? null,
      );
      return ok(request.t('messages.marked_read'), counts);
    },
  );

  app.put(
    '/messages/stays/:reservation_id/thread',
    { schema: { params: StayParams, response: { 200: ThreadSummaryResponse } } },
    async (request) => {
      const { userId } = callerOf(request);
      const thread = await openStayThread(app.db, request.locale, userId, request.params.reservation_id);
      return ok(request.t('messages.thread_opened'), { thread });
    },
  );

  app.get(
    '/messages/stays/:reservation_id/kit',
    { schema: { params: StayParams, response: { 200: StayKitResponse } } },
    async (request) => {
      const { userId } = callerOf(request);
      const kit = await stayKit(app.db, request.locale, userId, request.params.reservation_id);
      return ok(request.t('messages.kit_ready'), { kit });
    },
  );

  app.post(
    '/messages/units/:unit_id/questions',
    { ...write, schema: { params: UnitParams, body: SendMessageBody, response: { 201: QuestionResponse } } },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const asked = await service.askQuestion(app.db, userId, request.params.unit_id, request.body);
      const [thread, message] = await Promise.all([
        threadSummary(app.db, request.locale, userId, asked.threadId),
        readMessage(app.db, userId, asked.threadId, asked.messageId),
      ]);
      return reply.code(201).send(created(request.t('messages.question_sent'), { thread, sent: message }));
    },
  );

  app.post(
    '/messages/:id/report',
    { ...write, schema: { params: MessageParams, body: ReportBody, response: { 200: ReportResponse } } },
    async (request) => {
      await service.reportMessage(app.db, callerOf(request).userId, request.params.id, request.body);
      return ok(request.t('messages.reported'), { reported: true });
    },
  );

  app.get('/messages/unread', { schema: { response: { 200: UnreadMessagesResponse } } }, async (request) =>
    ok(request.t('messages.unread_counted'), { unread: await countUnread(app.db, callerOf(request).userId) }),
  );
};
