import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddFeedBody,
  CalendarFeedResponse,
  CalendarSyncResponse,
  FeedParams,
  FeedRemovedResponse,
  FeedUrlResponse,
  MAX_FEEDS_PER_UNIT,
} from '../../../contract/hosting-calendar-sync';
import { HostUnitParams } from '../../../contract/hosting-units';
import { created, ok } from '../../lib/envelope';
import { AppError } from '../../lib/app-error';
import { callerOf } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import * as repo from './ical-repository';
import * as service from './ical-service';
import { registerIcalJobs } from './ical-jobs';
import { icalExportRoutes } from './ical-export-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Imported calendars may be fetched from private addresses (BuildAppOptions.allowPrivateFeeds). */
    allowPrivateFeeds: boolean;
  }
}

/**
 * /api/v1/hosting/units/{id}/feeds… and /feed/rotate: a host's calendar sync for their own unit
 * (`requireRole('host')`; another host's unit answers 404). The public export feed is its own plugin
 * (ical-export-routes.ts), since its audience is whoever holds the secret link.
 */
export const icalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(icalExportRoutes);
  registerIcalJobs(app);
  await app.register(hostRoutes);
};

const hostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('host'));
  const write = idempotent(app);
  const policy = () => ({ allowPrivate: app.allowPrivateFeeds });
  const exportUrl = async (request: FastifyRequest, token: string) =>
    `${app.originOf(request)}${service.exportPath(token)}`;
  const ownUnit = async (request: FastifyRequest, unitId: number) =>
    service.assertOwnUnit(app.db, unitId, callerOf(request).userId);

  app.get(
    '/units/:id/feeds',
    { schema: { params: HostUnitParams, response: { 200: CalendarSyncResponse } } },
    async (request) => {
      await ownUnit(request, request.params.id);
      const token = await repo.exportToken(app.db, request.params.id);
      const feeds = await service.listFeeds(app.db, request.params.id);
      return ok(request.t('calendar_sync.listed'), { export_url: await exportUrl(request, token), feeds });
    },
  );

  app.post(
    '/units/:id/feeds',
    {
      ...write,
      schema: { params: HostUnitParams, body: AddFeedBody, response: { 201: CalendarFeedResponse } },
    },
    async (request, reply) => {
      const unitId = request.params.id;
      await ownUnit(request, unitId);
      const id = await repo.addFeed(app.db, unitId, request.body, MAX_FEEDS_PER_UNIT);
      if (id === 'full') {
        throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
          { field: 'url', messageKey: 'calendar_sync.feeds_full', params: { count: MAX_FEEDS_PER_UNIT } },
        ]);
      }
      // The first fetch runs now, so the host sees at once whether the link works.
      await service.syncFeed(app.db, id, policy());
      const feed = await service.getFeed(app.db, unitId, id);
      return reply.code(201).send(created(request.t('calendar_sync.feed_added'), { feed }));
    },
  );

  app.delete(
    '/units/:id/feeds/:feedId',
    { ...write, schema: { params: FeedParams, response: { 200: FeedRemovedResponse } } },
    async (request) => {
      await ownUnit(request, request.params.id);
      if (!(await repo.deleteFeed(app.db, request.params.id, request.params.feedId))) {
        throw new AppError('NOT_FOUND', 404, 'calendar_sync.feed_not_found');
      }
      return ok(request.t('calendar_sync.feed_removed'), {});
    },
  );

  app.post(
    '/units/:id/feeds/:feedId/sync',
    { ...write, schema: { params: FeedParams, response: { 200: CalendarFeedResponse } } },
    async (request) => {
      await ownUnit(request, request.params.id);
      await service.getFeed(app.db, request.params.id, request.params.feedId);
      await service.syncFeed(app.db, request.params.feedId, policy());
      const feed = await service.getFeed(app.db, request.params.id, request.params.feedId);
      return ok(request.t('calendar_sync.feed_synced'), { feed });
    },
  );

  app.post(
    '/units/:id/feed/rotate',
    { ...write, schema: { params: HostUnitParams, response: { 200: FeedUrlResponse } } },
    async (request) => {
      await ownUnit(request, request.params.id);
      const token = await repo.rotateToken(app.db, request.params.id);
      return ok(request.t('calendar_sync.rotated'), { export_url: await exportUrl(request, token) });
    },
  );
};
