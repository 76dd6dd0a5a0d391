import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPageResponse,
  AdminPagesResponse,
  AdminPageVersionResponse,
  ContentVersionsResponse,
  PageBody,
  PageParams,
  PageVersionParams,
} from '../../../contract/backoffice';
import { ok } from '../../lib/envelope';
import { callerOf, staffRoles } from '../../plugins/auth';
import { CONTENT_SCOPE } from './content-shared';
import * as repository from './info-pages-repository';
import { getPage, getPageVersion, restorePage, savePage } from './info-pages-service';

/**
 * /backoffice/pages: the about, privacy and terms pages in both languages (admin and content), their
 * versions, and restoring one. Saves reach the guest pages on every instance at once.
 */
export const infoPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...staffRoles('content')));
  const one = { response: { 200: AdminPageResponse } };

  app.get('/pages', { schema: { response: { 200: AdminPagesResponse } } }, async (request) =>
    ok(request.t('backoffice.pages_listed'), { items: await repository.listPages(app.db) }),
  );

  app.get('/pages/:slug', { schema: { params: PageParams, ...one } }, async (request) => {
    const page = await getPage(app.db, request.params.slug);
    return ok(request.t('backoffice.page_loaded'), { page, sanitised: false });
  });

  app.put('/pages/:slug', { schema: { params: PageParams, body: PageBody, ...one } }, async (request) => {
    const saved = await savePage(app.db, callerOf(request).userId, request.params.slug, request.body);
    app.publicCache.invalidate(CONTENT_SCOPE);
    return ok(request.t('backoffice.page_saved'), saved);
  });

  app.get(
    '/pages/:slug/versions',
    { schema: { params: PageParams, response: { 200: ContentVersionsResponse } } },
    async (request) => {
      const items = await repository.listVersions(app.db, request.params.slug);
      return ok(request.t('backoffice.versions_listed'), { items });
    },
  );

  app.get(
    '/pages/:slug/versions/:version',
    { schema: { params: PageVersionParams, response: { 200: AdminPageVersionResponse } } },
    async (request) => {
      const page = await getPageVersion(app.db, request.params.slug, request.params.version);
      return ok(request.t('backoffice.page_loaded'), { page });
    },
  );

  app.post(
    '/pages/:slug/versions/:version/restore',
    { schema: { params: PageVersionParams, ...one } },
    async (request) => {
      const { slug, version } = request.params;
      const page = await restorePage(app.db, callerOf(request).userId, slug, version);
      app.publicCache.invalidate(CONTENT_SCOPE);
      return ok(request.t('backoffice.page_restored'), { page, sanitised: false });
    },
  );
};
