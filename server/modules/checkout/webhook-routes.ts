import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { bookingConfirmed, paymentFailed } from './events';
import type { Payments } from './payments/config';
import { applyEvent } from './webhooks';

/**
 * POST /api/v1/checkout/webhooks/{stripe|test}. The signature covers the exact bytes sent, so this
 * scope parses JSON bodies as raw buffers and the provider (the Stripe SDK's constructEvent, 300 s
 * tolerance) verifies and parses them. A bad or old signature is a 400 and changes nothing.
 */
export const webhookRoutes: FastifyPluginAsync<{ payments: Payments }> = async (app, { payments }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { provider: string }; Body: Buffer }>(
    '/checkout/webhooks/:provider',
    { bodyLimit: 512 * 1024 },
    async (request) => {
      const name = request.params.provider;
      const provider = name === 'stripe' || name === 'test' ? payments.byName[name] : undefined;
      if (!provider) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (!Buffer.isBuffer(request.body)) throw new Error('no body');
        event = provider.verify(request.body, typeof signature === 'string' ? signature : undefined);
      } catch {
        throw new AppError('BAD_REQUEST', 400, 'checkout.webhook_signature');
      }
      const applied = await applyEvent(app.db, provider.name, event);
      if (applied.confirmed) await bookingConfirmed(app, applied.confirmed);
      if (applied.failed) await paymentFailed(app, applied.failed);
      return ok(request.t('checkout.webhook_received'), { duplicate: applied.duplicate });
    },
  );
};
