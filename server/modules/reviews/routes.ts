import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EditReviewBody,
  MyReviewsQuery,
  MyReviewsResponse,
  ReactionResponse,
  ReplyBody,
  ReviewIdParams,
  ReviewResponse,
  StoreReviewBody,
  UnitReviewsQuery,
  UnitReviewsResponse,
} from '../../../contract/reviews';
import { callerOf } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { created, ok, okPage } from '../../lib/envelope';
import * as replies from './replies';
import * as service from './service';

/**
 * /api/v1/reviews. A unit's list is public but not in the public cache: a signed-in reader's answer
 * carries their own reactions. Writes change a unit's rating, which unit answers and cards show, so
 * each invalidates the cached catalogue reads.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireAuth };
  const write = { onRequest: app.requireAuth, ...idempotent(app) };
  // A stale token still answers 401 (the client refreshes) instead of quietly reading as a guest.
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined) await app.requireAuth(request, reply);
  };

  app.get(
    '/reviews',
    { ...auth, schema: { querystring: MyReviewsQuery, response: { 200: MyReviewsResponse } } },
    async (request) => {
      const { userId } = callerOf(request);
      const { items, awaiting, pagination } = await service.myReviews(
        app.db,
        request.locale,
        userId,
        request.query,
      );
      return okPage(request.t('reviews.listed'), { items, awaiting }, pagination);
    },
  );

  app.post(
    '/reviews',
    { ...write, schema: { body: StoreReviewBody, response: { 201: ReviewResponse } } },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const id = await service.storeReview(app.db, userId, request.body);
      app.publicCache.invalidate('units');
      const review = await service.getReview(app.db, request.locale, id, userId);
      return reply.code(201).send(created(request.t('reviews.stored'), { review }));
    },
  );

  app.get(
    '/reviews/unit-reviews',
    {
      onRequest: optionalAuth,
      schema: { querystring: UnitReviewsQuery, response: { 200: UnitReviewsResponse } },
    },
    async (request) => {
      const viewer = request.auth?.userId ?? null;
      // A unit page's reviews, public: a replica when there is one. The reader's own reactions show
      // at once anyway: after their write, their reads stay on the primary (plugins/read-routing.ts).
      const { items, summary, pagination } = await service.unitReviews(
        app.readDb(request),
        request.locale,
        request.query,
        viewer,
      );
      return okPage(request.t('reviews.listed'), { items, summary }, pagination);
    },
  );

  app.put(
    '/reviews/:id',
    { ...write, schema: { params: ReviewIdParams, body: EditReviewBody, response: { 200: ReviewResponse } } },
    async (request) => {
      const { userId } = callerOf(request);
      await service.editReview(app.db, userId, request.params.id, request.body);
      app.publicCache.invalidate('units');
      const review = await service.getReview(app.db, request.locale, request.params.id, userId);
      return ok(request.t('reviews.edited'), { review });
    },
  );

  // The host's one public reply (POST), then edits within the window (PUT); both answer the review.
  const replySchema = { params: ReviewIdParams, body: ReplyBody };
  app.post(
    '/reviews/:id/reply',
    { ...write, schema: { ...replySchema, response: { 201: ReviewResponse } } },
    async (request, reply) => {
      const { userId } = callerOf(request);
      await replies.replyToReview(app.db, userId, request.params.id, request.body);
      const review = await service.getReview(app.db, request.locale, request.params.id, userId);
      return reply.code(201).send(created(request.t('reviews.replied'), { review }));
    },
  );
  app.put(
    '/reviews/:id/reply',
    { ...write, schema: { ...replySchema, response: { 200: ReviewResponse } } },
    async (request) => {
      const { userId } = callerOf(request);
      await replies.editReply(app.db, userId, request.params.id, request.body);
      const review = await service.getReview(app.db, request.locale, request.params.id, userId);
      return ok(request.t('reviews.reply_edited'), { review });
    },
  );

  const reactionSchema = { schema: { params: ReviewIdParams, response: { 200: ReactionResponse } } };
  for (const [method, path, kind] of [
    ['POST', '/reviews/:id/like', 'like'],
    ['POST', '/reviews/:id/dislike', 'dislike'],
    ['DELETE', '/reviews/:id/reaction', null],
  ] as const) {
    app.route({
      method,
      url: path,
      ...write,
      ...reactionSchema,
      handler: async (request) => {
        const { userId } = callerOf(request);
        const result = await service.react(app.db, userId, request.params.id, kind);
        return ok(request.t(kind ? 'reviews.reacted' : 'reviews.reaction_removed'), result);
      },
    });
  }
};
