import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalculatePriceRequest,
  CalculatePriceResponse,
  CheckoutRequest,
  CheckoutResponse,
  COIN_VALUE_MINOR,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  MyCoinsResponse,
  TestPaymentParams,
  TestPaymentResponse,
  TestPayRequest,
  TestPayResponse,
  ValidatePromoRequest,
  ValidatePromoResponse,
} from '../../../contract/checkout';
import { created, ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { requestedCurrency } from '../currency/service';
import { getOwnReservation } from '../reservations/view';
import { placeHold } from './hold';
import { registerCheckoutJobs } from './jobs';
import { paymentsFromEnv, type Payments } from './payments/config';
import { payWithTestCard, startPayment, testPayment } from './payments';
import { checkPromo, promoError } from './promo';
import { quoteStay } from './quote';
import { coinSummary } from './repository';
import { webhookRoutes } from './webhook-routes';

const sar = (amount_minor: number) => ({ amount_minor, currency: 'SAR' as const });

/**
 * /api/v1/checkout…, /api/v1/promo-code/validate: quotes, holds, coins and payments. Quotes are in SAR,
 * the currency cards are charged in. Signed-in only, except the providers' webhooks.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{ payments?: Payments }> = async (app, options) => {
  const payments = options.payments ?? paymentsFromEnv();
  registerCheckoutJobs(app, payments);
  await app.register(webhookRoutes, { payments });
  await app.register(guestRoutes, { payments });
};

const guestRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (app, { payments }) => {
  app.addHook('onRequest', app.requireAuth);
  // Where the payment pages send the guest back: PUBLIC_URL or a trusted host, never an unchecked Host.
  const origin = (request: FastifyRequest) => app.originOf(request);

  app.post(
    '/checkout/calculate-price',
    { schema: { body: CalculatePriceRequest, response: { 200: CalculatePriceResponse } } },
    async (request) => {
      const shown = requestedCurrency(request.headers.currency);
      const quoted = await quoteStay(
        app.db,
        request.locale,
        callerOf(request).userId,
        request.body,
        new Date(),
        shown,
      );
      if (quoted.promo && !quoted.promo.ok) throw promoError(quoted.promo);
      const available = quoted.problems.length === 0;
      return ok(request.t(available ? 'checkout.quoted' : 'checkout.unavailable'), {
        available,
        reasons: quoted.problems,
        quote: quoted.quote,
      });
    },
  );

  app.post(
    '/promo-code/validate',
    { schema: { body: ValidatePromoRequest, response: { 200: ValidatePromoResponse } } },
    async (request) => {
      const { userId } = callerOf(request);
      const nights = (Date.parse(request.body.check_out) - Date.parse(request.body.check_in)) / 86_400_000;
      const promo = await checkPromo(app.db, { code: request.body.promo_code, userId, nights });
      if (!promo.ok) throw promoError(promo);
      const quoted = await quoteStay(app.db, request.locale, userId, request.body);
      return ok(request.t('checkout.promo_valid'), {
        promo: {
          code: promo.terms.code,
          percent_off: promo.terms.percentOff,
          amount_off: promo.terms.amountOffMinor === null ? null : sar(promo.terms.amountOffMinor),
          ends_at: promo.endsAt.toISOString(),
        },
        discount: quoted.quote.discount,
      });
    },
  );

  app.get('/checkout/my-coins', { schema: { response: { 200: MyCoinsResponse } } }, async (request) => {
    const { balance, everHad } = await coinSummary(app.db, callerOf(request).userId);
    return ok(request.t('checkout.coins'), {
      balance,
      worth: sar(balance * COIN_VALUE_MINOR),
      coin_value: sar(COIN_VALUE_MINOR),
      ever_had: everHad,
    });
  });

  app.post(
    '/checkout',
    { ...idempotent(app), schema: { body: CheckoutRequest, response: { 201: CheckoutResponse } } },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const shown = requestedCurrency(request.headers.currency);
      const held = await placeHold(
        app.db,
        request.locale,
        userId,
        request.body,
        new Date(),
        shown,
        app.hostFeeBp,
      );
      app.publicCache.invalidate('units');
      const reservation =
        held.reservation ?? (await getOwnReservation(app.db, request.locale, userId, held.id));
      return reply.code(201).send(created(request.t('checkout.held'), { reservation }));
    },
  );

  app.post(
    '/checkout/create-payment-intent',
    {
      ...idempotent(app),
      schema: { body: CreatePaymentIntentRequest, response: { 200: CreatePaymentIntentResponse } },
    },
    async (request) => {
      const started = await startPayment(app.db, payments, {
        userId: callerOf(request).userId,
        reservationId: request.body.reservation_id,
        locale: request.locale,
        origin: origin(request),
      });
      return ok(request.t('checkout.payment_started'), started);
    },
  );

  app.get(
    '/checkout/test-gateway/:payment_id',
    { schema: { params: TestPaymentParams, response: { 200: TestPaymentResponse } } },
    async (request) => {
      const { payment, hold } = await testPayment(
        app.db,
        callerOf(request).userId,
        request.params.payment_id,
      );
      return ok(request.t('checkout.payment_loaded'), {
        payment_id: payment.id,
        reservation_id: hold.id,
        status: payment.status,
        amount: sar(payment.amountMinor),
        hold_expires_at: hold.holdExpiresAt.toISOString(),
        reservation_status: hold.status,
      });
    },
  );

  app.post(
    '/checkout/test-gateway/pay',
    { schema: { body: TestPayRequest, response: { 200: TestPayResponse } } },
    async (request) => {
      const result = await payWithTestCard(app, payments, callerOf(request).userId, request.body);
      const message =
        result.outcome === 'succeeded'
          ? 'checkout.payment_succeeded'
          : result.outcome === 'declined'
            ? 'checkout.payment_declined'
            : 'checkout.payment_action';
      return ok(request.t(message), result);
    },
  );
};
