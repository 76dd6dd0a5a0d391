import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminFaqResponse,
  AdminFaqsResponse,
  ContentVersionsResponse,
  FaqBody,
  FaqEditBody,
  FaqOrderBody,
  FaqParams,
  FaqVersionParams,
} from '../../../contract/backoffice';
import { created, ok } from '../../lib/envelope';
import { callerOf, staffRoles } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { CONTENT_SCOPE, notFound } from './content-shared';
import * as repository from './faq-repository';
import { createFaq, editFaq, removeFaq, reorderFaqs, restoreFaq } from './faq-service';

/**
 * /backoffice/faqs: the FAQ in both languages (admin and content). Each write reaches the guest FAQ
 * on every instance at once (the content scope's invalidation).
 */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...staffRoles('content')));
  const changed = () => app.publicCache.invalidate(CONTENT_SCOPE);
  const one = { response: { 200: AdminFaqResponse } };

  app.get('/faqs', { schema: { response: { 200: AdminFaqsResponse } } }, async (request) =>
    ok(request.t('backoffice.faqs_listed'), { items: await repository.listFaqs(app.db) }),
  );

  app.post(
    '/faqs',
    { ...idempotent(app), schema: { body: FaqBody, response: { 201: AdminFaqResponse } } },
    async (request, reply) => {
      const faq = await createFaq(app.db, callerOf(request).userId, request.body);
      changed();
      return reply.code(201).send(created(request.t('backoffice.faq_created'), { faq }));
    },
  );

  app.put(
    '/faqs/order',
    { schema: { body: FaqOrderBody, response: { 200: AdminFaqsResponse } } },
    async (request) => {
      await reorderFaqs(app.db, callerOf(request).userId, request.body);
      changed();
      return ok(request.t('backoffice.faq_reordered'), { items: await repository.listFaqs(app.db) });
    },
  );

  app.put('/faqs/:id', { schema: { params: FaqParams, body: FaqEditBody, ...one } }, async (request) => {
    const faq = await editFaq(app.db, callerOf(request).userId, request.params.id, request.body);
    changed();
    return ok(request.t('backoffice.faq_saved'), { faq });
  });

  app.delete('/faqs/:id', { schema: { params: FaqParams, ...one } }, async (request) => {
    const faq = await removeFaq(app.db, callerOf(request).userId, request.params.id);
    changed();
    return ok(request.t('backoffice.faq_removed'), { faq });
  });

  app.get(
    '/faqs/:id/versions',
    { schema: { params: FaqParams, response: { 200: ContentVersionsResponse } } },
    async (request) => {
      const items = await repository.listVersions(app.db, request.params.id);
      if (!items) throw notFound('backoffice.faq_not_found');
      return ok(request.t('backoffice.versions_listed'), { items });
    },
  );

  app.post(
    '/faqs/:id/versions/:version/restore',
    { schema: { params: FaqVersionParams, ...one } },
    async (request) => {
      const { id, version } = request.params;
      const faq = await restoreFaq(app.db, callerOf(request).userId, id, version);
      changed();
      return ok(request.t('backoffice.faq_restored'), { faq });
    },
  );
};
