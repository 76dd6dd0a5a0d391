import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FaqsQuery,
  FaqsResponse,
  InformativePageQuery,
  InformativePageResponse,
} from '../../../contract/content-pages';
import { ok } from '../../lib/envelope';
import { getFaqs, getInformativePage } from './pages-service';

/** The FAQ and the about, privacy and terms pages: public reads in the request's language. */
export const contentPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/faqs',
    { schema: { querystring: FaqsQuery, response: { 200: FaqsResponse } } },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      const items = await getFaqs(app.readDb(request), request.locale, request.query);
      return ok(request.t('content.faqs'), { items });
    },
  );

  app.get(
    '/informative-page',
    { schema: { querystring: InformativePageQuery, response: { 200: InformativePageResponse } } },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      const page = await getInformativePage(app.readDb(request), request.query.slug, request.locale);
      return ok(request.t('content.page'), { page });
    },
  );
};
