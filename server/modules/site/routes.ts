import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '../../../contract/health';
import { PUBLIC_PAGES } from '../../../contract/routes';
import { pingDatabase, sitemapRanges, slugsInRange } from './repository';
import {
  childSitemapName,
  PAGES_SITEMAP,
  renderSitemap,
  renderSitemapIndex,
  ROWS_PER_SITEMAP,
  SLUG_SECTIONS,
  streamSlugSitemap,
} from './sitemap';

export interface SiteRoutesOptions {
  version: string;
  /** Rows per child sitemap; tests make it small to cross a file boundary with a few units. */
  sitemapRows?: number | undefined;
}

const startedAt = Date.now();
/** Search engines fetch sitemaps rarely; an hour keeps a crawler (or a CDN) from regenerating them. */
const SITEMAP_CACHE = 'public, max-age=3600';
const PAGE_NUMBER = /^[1-9]\d{0,8}$/;

export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, options) => {
  const rowsPerFile = options.sitemapRows ?? ROWS_PER_SITEMAP;
  // PUBLIC_URL or a trusted Host, never a client's unchecked Host (these files are cached for an hour).
  const baseOf = (request: FastifyRequest) => app.originOf(request);
  const xml = (reply: FastifyReply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE);

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

  // /health asks the primary (it says whether this instance can serve writes); sitemaps are public
  // catalogue reads, so they go to a replica when there is one.
  app.get('/sitemap.xml', async (request, reply) => {
    const ranges = await Promise.all(
      SLUG_SECTIONS.map((section) => sitemapRanges(app.readDb(request), section.table, rowsPerFile)),
    );
    const children = SLUG_SECTIONS.flatMap((section, i) =>
      (ranges[i] ?? []).map((n) => childSitemapName(section, n)),
    );
    return xml(reply).send(renderSitemapIndex(baseOf(request), [PAGES_SITEMAP, ...children]));
  });

  app.get(`/${PAGES_SITEMAP}`, async (request, reply) =>
    xml(reply).send(renderSitemap(baseOf(request), PUBLIC_PAGES)),
  );

  for (const section of SLUG_SECTIONS) {
    app.get<{ Params: { n: string } }>(`/sitemap-${section.name}-:n.xml`, async (request, reply) => {
      const { n } = request.params;
      if (!PAGE_NUMBER.test(n)) return reply.callNotFound();
      const batches = slugsInRange(app.readDb(request), section.table, Number(n), rowsPerFile);
      const first = await batches.next();
      // A range with no rows (all deleted, or past the end) is not in the index: a plain 404.
      if (first.done) return reply.callNotFound();
      const chunks = streamSlugSitemap(baseOf(request), section, first.value, batches);
      return xml(reply).send(Readable.from(chunks, { objectMode: false }));
    });
  }
};
