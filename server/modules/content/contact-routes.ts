import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactRequest, ContactResponse } from '../../../contract/content-forms';
import { created } from '../../lib/envelope';
import { createMailer } from '../../plugins/email';
import { idempotent } from '../../plugins/idempotency';
import { perIpLimit } from '../../plugins/rate-limit';
import { sendContactMessage } from './contact-service';

export interface ContactOptions {
  /** CONTACT_TO: where the desk's copy of each message goes. Unset: the outbox folder. */
  to?: string | undefined;
  /** The outbox folder used when `to` is unset. */
  outboxDir: string;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactOptions> = async (app, options) => {
  const outbox = createMailer({ outboxDir: options.outboxDir });
  app.addHook('onClose', async () => outbox.close());
  const desk = { to: options.to, outbox };

  app.post(
    '/contact',
    {
      config: perIpLimit('contact'),
      ...idempotent(app),
      schema: { body: ContactRequest, response: { 201: ContactResponse } },
    },
    async (request, reply) => {
      const { reference } = await sendContactMessage(request, desk, request.body);
      reply.code(201);
      return created(request.t('content.contact_sent'), { reference });
    },
  );
};
