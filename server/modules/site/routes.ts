import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '../../../contract/health';
import { pingDatabase } from './repository';
import { collectSitemapPaths, renderSitemap } from './sitemap';

export interface SiteRoutesOptions {
  /** Absolute origin for sitemap links (PUBLIC_URL); without it the request's own origin is used. */
  publicUrl?: string | undefined;
  version: string;
}

const startedAt = Date.now();

export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, options) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_request, reply) => {
      const up = await pingDatabase(app.db);
      reply.code(up ? 200 : 503).header('cache-control', 'no-store');
      return {
        status: up ? ('ok' as const) : ('degraded' as const),
        db: up ? ('up' as const) : ('down' as const),
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
        version: options.version,
      };
    },
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const base = options.publicUrl ?? `${request.protocol}://${request.host}`;
    const xml = renderSitemap(base, await collectSitemapPaths(app.db));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
};
