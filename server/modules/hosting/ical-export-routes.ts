import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExportFeedParams } from '../../../contract/hosting-calendar-sync';
import { AppError } from '../../lib/app-error';
import { buildExportFeed, findExportUnit } from './ical-export';

/** A token is 24 random bytes in base64url: 32 characters. */
const FILE = /^([A-Za-z0-9_-]{32})\.ics$/;

/**
 * GET /api/v1/hosting/feeds/{token}.ics: a unit's export feed, for other sites' calendar importers.
 * Public: the token in the path is the secret (rotating it makes this URL answer 404), so no account
 * is asked for. Other sites poll each feed every few minutes; a short private max-age and an ETag let
 * them revalidate cheaply (304), and the limit is counted per feed, not per address, because one big
 * site fetches thousands of hosts' feeds from a handful of addresses.
 */
export const icalExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feeds/:file',
    {
      config: {
        rateLimit: {
          max: 30,
          timeWindow: 60_000,
          keyGenerator: (request) => `ical-feed:${(request.params as { file?: string }).file ?? ''}`,
        },
      },
      schema: { params: ExportFeedParams },
    },
    async (request, reply) => {
      const token = FILE.exec(request.params.file)?.[1];
      const unit = token ? await findExportUnit(app.db, token) : undefined;
      if (!unit) throw new AppError('NOT_FOUND', 404, 'calendar_sync.export_not_found');
      const feed = await buildExportFeed(app.db, unit);
      reply.header('cache-control', 'private, max-age=300');
      reply.header('etag', feed.etag);
      if (request.headers['if-none-match'] === feed.etag) return reply.code(304).send();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(feed.body);
    },
  );
};
