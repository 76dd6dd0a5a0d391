import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TEST_ACTION_CODE, TEST_CARDS, type TestPayRequest } from '../../../contract/checkout';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Payments } from './payments/config';
import { signStripePayload } from './payments/webhook-signing';
import * as repository from './payments-repository';

/** The caller's hold, still payable: 404 for someone else's, 409 once paid or once the hold ended. */
export async function payableHold(db: Database, userId: string, reservationId: string) {
  const hold = await repository.findHold(db, reservationId);
  if (!hold || hold.userId !== userId) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
  if (hold.status === 'confirmed' || hold.status === 'completed') {
    throw new AppError('CONFLICT', 409, 'checkout.already_paid');
  }
  if (hold.status !== 'pending_payment' || hold.holdExpiresAt.getTime() <= Date.now()) {
    throw new AppError('HOLD_EXPIRED', 409, 'checkout.hold_expired');
  }
  return hold;
}

/**
 * Starts paying a hold with the configured provider: a payment row first (so any event can find it),
 * then the gateway. A gateway that fails leaves no row behind and answers 503; nothing was charged.
 */
export async function startPayment(
  db: Database,
  payments: Payments,
  input: { userId: string; reservationId: string; locale: Locale; origin: string },
) {
  const hold = await payableHold(db, input.userId, input.reservationId);
  const provider = payments.provider;
  const paymentId = randomUUID();
  await repository.insertPayment(db, {
    id: paymentId,
    reservationId: hold.id,
    provider: provider.name,
    providerRef: `pending_${paymentId}`,
    amountMinor: hold.totalMinor,
  });
  const back = (path: string) =>
    `${input.origin}/${input.locale}/confirmation/${path}?reservation=${hold.id}`;
  try {
    const started = await provider.start({
      paymentId,
      reservationId: hold.id,
      reservationCode: hold.code,
      amountMinor: hold.totalMinor,
      currency: 'SAR',
      email: hold.guestEmail,
      locale: input.locale,
      description: input.locale === 'ar' ? hold.titleAr : hold.titleEn,
      successUrl: back('payment-success'),
      cancelUrl: `${back('complete-payment')}&cancelled=1`,
      holdExpiresAt: hold.holdExpiresAt,
    });
    await repository.setPaymentStarted(db, paymentId, started.providerRef, started.redirectUrl);
    return {
      payment_id: paymentId,
      provider: provider.name,
      amount: { amount_minor: hold.totalMinor, currency: 'SAR' as const },
      redirect_url: started.redirectUrl,
      hold_expires_at: hold.holdExpiresAt.toISOString(),
    };
  } catch (err) {
    await repository.deletePayment(db, paymentId);
    if (err instanceof AppError) throw err;
    throw Object.assign(new AppError('UNAVAILABLE', 503, 'checkout.provider_unavailable'), { cause: err });
  }
}

/** A test-gateway attempt of the caller's, for its card page. */
export async function testPayment(db: Database, userId: string, paymentId: string) {
  const payment = await repository.findPayment(db, paymentId);
  const hold = payment && (await repository.findHold(db, payment.reservationId));
  if (!payment || payment.provider !== 'test' || !hold || hold.userId !== userId) {
    throw new AppError('NOT_FOUND', 404, 'errors.not_found');
  }
  return { payment, hold };
}

type Outcome = 'succeeded' | 'declined' | 'requires_action';

function outcomeOf(body: TestPayRequest): Outcome {
  const card = body.card_number.replace(/\s+/g, '');
  if (card === TEST_CARDS.success) return 'succeeded';
  if (card === TEST_CARDS.action) {
    if (body.action_code === undefined) return 'requires_action';
    return body.action_code === TEST_ACTION_CODE ? 'succeeded' : 'declined';
  }
  return 'declined';
}

/**
 * The test gateway's card form: decides the outcome by card number (README, "Checkout") and reports
 * it like Stripe would, as signed events posted to our own webhook, so the result travels the same
 * verified path and state machine as a real payment.
 */
export async function payWithTestCard(
  app: FastifyInstance,
  payments: Payments,
  userId: string,
  body: TestPayRequest,
) {
  const { payment, hold } = await testPayment(app.db, userId, body.payment_id);
  await payableHold(app.db, userId, hold.id);
  const outcome = outcomeOf(body);
  const intent = payment.providerPaymentId ?? `pi_test_${randomBytes(12).toString('hex')}`;
  const metadata = { reservation_id: hold.id, payment_id: payment.id };
  const deliver = (type: string, object: Record<string, unknown>) =>
    postSignedEvent(app, payments.testGatewaySecret, {
      id: `evt_test_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { ...object, metadata } },
    });
  await deliver('payment_intent.created', {
    id: intent,
    object: 'payment_intent',
    amount: payment.amountMinor,
  });
  if (outcome === 'requires_action') {
    await deliver('payment_intent.requires_action', { id: intent, object: 'payment_intent' });
  } else if (outcome === 'declined') {
    await deliver('payment_intent.payment_failed', {
      id: intent,
      object: 'payment_intent',
      last_payment_error: { code: 'card_declined' },
    });
  } else {
    await deliver('checkout.session.completed', {
      id: payment.providerRef,
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: intent,
      amount_total: payment.amountMinor,
      currency: 'sar',
    });
  }
  return { outcome, reservation_id: hold.id };
}

async function postSignedEvent(app: FastifyInstance, secret: string, event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/checkout/webhooks/test',
    headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload, secret) },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`test gateway webhook answered ${res.statusCode}`);
}
