import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DecidedResponse,
  EmptyBody,
  IdParams,
  ReviewUnitResponse,
  ReviewUnitsQuery,
  ReviewUnitsResponse,
  SendBackBody,
} from '../../../contract/backoffice-queues';
import { AppError } from '../../lib/app-error';
import { ok, okPage } from '../../lib/envelope';
import { staffRoles } from '../../plugins/auth';
import { publishUnitIn } from '../hosting/onboarding';
import { sendBackUnitIn } from '../hosting/send-back';
import { decide } from './queue-decide';
import { findReviewUnit, listUnitsInReview } from './review-units-repository';

/**
 * Units hosts sent for review: support and admin check them (the licence number and its expiry in
 * the list) and publish them, or send them back to draft with notes the host reads in the editor.
 */
export const reviewUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...staffRoles('support')));

  app.get(
    '/units-in-review',
    { schema: { querystring: ReviewUnitsQuery, response: { 200: ReviewUnitsResponse } } },
    async (request) => {
      const { items, pagination } = await listUnitsInReview(app.db, request.locale, request.query);
      return okPage(request.t('backoffice.units_listed'), { items }, pagination);
    },
  );

  app.get(
    '/units-in-review/:id',
    { schema: { params: IdParams, response: { 200: ReviewUnitResponse } } },
    async (request) => {
      const unit = await findReviewUnit(app.db, request.locale, request.params.id);
      if (!unit) throw new AppError('NOT_FOUND', 404, 'hosting.unit_not_found');
      return ok(request.t('backoffice.unit_read'), { unit });
    },
  );

  app.post(
    '/units-in-review/:id/approve',
    { schema: { params: IdParams, body: EmptyBody, response: { 200: DecidedResponse } } },
    async (request) => {
      const { id } = request.params;
      await decide(request, async (tx) => ({
        decided: await publishUnitIn(tx, id, { mailer: app.mailer }),
        audit: {
          action: 'unit.publish',
          entity: 'unit',
          entityId: id,
          before: { status: 'review' },
          after: { status: 'published' },
        },
      }));
      // A new unit on the site: cached searches and pages go.
      app.publicCache.invalidate('units');
      return ok(request.t('backoffice.unit_approved'), {});
    },
  );

  app.post(
    '/units-in-review/:id/send-back',
    { schema: { params: IdParams, body: SendBackBody, response: { 200: DecidedResponse } } },
    async (request) => {
      const { id } = request.params;
      await decide(request, async (tx) => {
        const decided = await sendBackUnitIn(tx, id, request.body.notes, { mailer: app.mailer });
        return {
          decided,
          audit: {
            action: 'unit.send_back',
            entity: 'unit',
            entityId: id,
            before: { status: 'review', review_note: null },
            after: { status: 'draft', review_note: decided.result.notes },
            reason: decided.result.notes,
          },
        };
      });
      return ok(request.t('backoffice.unit_sent_back'), {});
    },
  );
};
