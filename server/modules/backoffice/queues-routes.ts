import type { FastifyPluginAsync } from 'fastify';
import { contactQueueRoutes } from './contact-queue-routes';
import { investmentQueueRoutes } from './investment-queue-routes';
import { moderationRoutes } from './moderation-routes';
import { reviewUnitRoutes } from './review-units-routes';
import { submissionRoutes, type QueueRoutesOptions } from './submissions-routes';

export type { QueueRoutesOptions };

/**
 * The console's queues, each a plugin with its own audience in one hook at its top: property
 * submissions and units in review (support), investment requests (finance), reviews (support and
 * content) and contact messages (support); admin always.
 */
export const queueRoutes: FastifyPluginAsync<QueueRoutesOptions> = async (app, options) => {
  await app.register(submissionRoutes, options);
  await app.register(reviewUnitRoutes);
  await app.register(investmentQueueRoutes);
  await app.register(moderationRoutes);
  await app.register(contactQueueRoutes);
};
