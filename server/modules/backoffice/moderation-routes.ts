import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyBody,
  IdParams,
  ModerationQuery,
  ModerationReviewResponse,
  ModerationReviewsResponse,
  ReasonBody,
} from '../../../contract/backoffice-queues';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok, okPage } from '../../lib/envelope';
import { staffRoles } from '../../plugins/auth';
import { notify } from '../notifications/service';
import { queuesChanged } from '../notifications/staff-live';
import {
  findModerated,
  listReviews,
  lockForModeration,
  markChecked,
  setHidden,
} from './moderation-repository';
import { decide, settled } from './queue-decide';

/**
 * Reviews: support and content (and admin). Hiding takes a reason; a hidden review leaves the guest
 * pages and the unit's average and count at once (recomputed in the same transaction), its author is
 * notified, and it can be restored. "Looks fine" takes a low score off the waiting list without changing it.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(...staffRoles('support', 'content')));
  const notFound = () => new AppError('NOT_FOUND', 404, 'backoffice.review_not_found');
  const read = async (locale: Locale, id: number) => {
    const review = await findModerated(app.db, locale, id);
    if (!review) throw notFound();
    return review;
  };
  const locked = async (tx: Database, id: number) => {
    const review = await lockForModeration(tx, id);
    if (!review) throw notFound();
    return review;
  };

  app.get(
    '/reviews',
    { schema: { querystring: ModerationQuery, response: { 200: ModerationReviewsResponse } } },
    async (request) => {
      const { items, pagination } = await listReviews(app.db, request.locale, request.query);
      return okPage(request.t('backoffice.reviews_listed'), { items }, pagination);
    },
  );

  app.get(
    '/reviews/:id',
    { schema: { params: IdParams, response: { 200: ModerationReviewResponse } } },
    async (request) =>
      ok(request.t('backoffice.review_read'), { review: await read(request.locale, request.params.id) }),
  );

  app.post(
    '/reviews/:id/hide',
    { schema: { params: IdParams, body: ReasonBody, response: { 200: ModerationReviewResponse } } },
    async (request) => {
      const { id } = request.params;
      const reason = request.body.reason;
      await decide(request, async (tx) => {
        const review = await locked(tx, id);
        if (review.hidden) throw new AppError('CONFLICT', 409, 'backoffice.review_already_hidden');
        await setHidden(tx, id, review.unit_id, reason);
        // The author is told in the same transaction, in the language they read it in (the unit's
        // name in both; the reason as staff wrote it), with a link to their reviews, where it still shows.
        await notify(tx, {
          userId: review.user_id,
          type: 'review_hidden',
          params: { reason, unit_en: review.unit_en, unit_ar: review.unit_ar },
          link: '/account/reviews',
        });
        await queuesChanged(tx);
        const audit = { action: 'review.hide', entity: 'review', entityId: id, reason } as const;
        return {
          decided: settled(null),
          audit: { ...audit, before: { hidden: false }, after: { hidden: true } },
        };
      });
      // The unit's rating changed: its cached pages and cards go.
      app.publicCache.invalidate('units');
      return ok(request.t('backoffice.review_hidden'), { review: await read(request.locale, id) });
    },
  );

  app.post(
    '/reviews/:id/restore',
    { schema: { params: IdParams, body: EmptyBody, response: { 200: ModerationReviewResponse } } },
    async (request) => {
      const { id } = request.params;
      await decide(request, async (tx) => {
        const review = await locked(tx, id);
        if (!review.hidden) throw new AppError('CONFLICT', 409, 'backoffice.review_not_hidden');
        await setHidden(tx, id, review.unit_id, null);
        await queuesChanged(tx);
        return {
          decided: settled(null),
          audit: {
            action: 'review.restore',
            entity: 'review',
            entityId: id,
            before: { hidden: true, hidden_reason: review.hidden_reason },
            after: { hidden: false, hidden_reason: null },
          },
        };
      });
      app.publicCache.invalidate('units');
      return ok(request.t('backoffice.review_restored'), { review: await read(request.locale, id) });
    },
  );

  app.post(
    '/reviews/:id/keep',
    { schema: { params: IdParams, body: EmptyBody, response: { 200: ModerationReviewResponse } } },
    async (request) => {
      const { id } = request.params;
      await decide(request, async (tx) => {
        const review = await locked(tx, id);
        await markChecked(tx, id);
        await queuesChanged(tx);
        return {
          decided: settled(null),
          audit: {
            action: 'review.keep',
            entity: 'review',
            entityId: id,
            before: { checked: review.checked },
            after: { checked: true },
          },
        };
      });
      return ok(request.t('backoffice.review_kept'), { review: await read(request.locale, id) });
    },
  );
};
