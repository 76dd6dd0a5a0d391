import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactMessagesQuery,
  ContactMessagesResponse,
  ContactReplyBody,
  ContactThreadResponse,
  EmptyBody,
  IdParams,
} from '../../../contract/backoffice-queues';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok, okPage } from '../../lib/envelope';
import { callerOf, staffRoles } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { queuesChanged } from '../notifications/staff-live';
import { closeMessage, findThread, insertReply, listMessages, lockMessage } from './contact-queue-repository';
import { decide, settled } from './queue-decide';

/**
 * Contact messages: support and admin read them, answer by mail from the console (each answer kept in
 * the thread with who wrote it and when, and mailed in the sender's language) and close them. A reply
 * carries an Idempotency-Key, so a retried press sends one mail.
 */
export const contactQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...staffRoles('support')));
  const read = async (id: number) => {
    const message = await findThread(app.db, id);
    if (!message) throw new AppError('NOT_FOUND', 404, 'backoffice.message_not_found');
    return message;
  };
  const lockOpen = async (tx: Database, id: number) => {
    const message = await lockMessage(tx, id);
    if (!message) throw new AppError('NOT_FOUND', 404, 'backoffice.message_not_found');
    if (message.status === 'closed') throw new AppError('CONFLICT', 409, 'backoffice.message_is_closed');
    return message;
  };

  app.get(
    '/contact-messages',
    { schema: { querystring: ContactMessagesQuery, response: { 200: ContactMessagesResponse } } },
    async (request) => {
      const { items, pagination } = await listMessages(app.db, request.query);
      return okPage(request.t('backoffice.messages_listed'), { items }, pagination);
    },
  );

  app.get(
    '/contact-messages/:id',
    { schema: { params: IdParams, response: { 200: ContactThreadResponse } } },
    async (request) => ok(request.t('backoffice.message_read'), { contact: await read(request.params.id) }),
  );

  app.post(
    '/contact-messages/:id/replies',
    {
      ...idempotent(app),
      schema: { params: IdParams, body: ContactReplyBody, response: { 200: ContactThreadResponse } },
    },
    async (request) => {
      const { id } = request.params;
      const { body } = request.body;
      const staffId = callerOf(request).userId;
      await decide(request, async (tx) => {
        const message = await lockOpen(tx, id);
        const replyId = await insertReply(tx, id, staffId, body);
        const locale = message.locale === 'ar' ? 'ar' : 'en';
        return {
          decided: {
            result: null,
            after: () =>
              app.mailer.send({
                to: message.email,
                locale,
                template: 'contact_reply',
                params: {
                  name: message.name,
                  reference: message.reference,
                  reply: body,
                  original: message.message,
                },
              }),
          },
          audit: {
            action: 'contact_message.reply',
            entity: 'contact_message',
            entityId: id,
            before: null,
            after: { reply_id: replyId },
          },
        };
      });
      return ok(request.t('backoffice.message_replied'), { contact: await read(id) });
    },
  );

  app.post(
    '/contact-messages/:id/close',
    { schema: { params: IdParams, body: EmptyBody, response: { 200: ContactThreadResponse } } },
    async (request) => {
      const { id } = request.params;
      await decide(request, async (tx) => {
        await lockOpen(tx, id);
        await closeMessage(tx, id);
        await queuesChanged(tx);
        return {
          decided: settled(null),
          audit: {
            action: 'contact_message.close',
            entity: 'contact_message',
            entityId: id,
            before: { status: 'open' },
            after: { status: 'closed' },
          },
        };
      });
      return ok(request.t('backoffice.message_closed'), { contact: await read(id) });
    },
  );
};
