import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { applyProviderRefund } from '../reservations/provider-refund';
import * as repository from './payments-repository';

type Kind = 'created' | 'processing' | 'requires_action' | 'succeeded' | 'failed';

interface Normalised {
  kind: Kind;
  reservationId: string;
  ref?: string;
  intent?: string;
  amountMinor?: number;
  failureCode?: string;
}

type Obj = {
  id?: string;
  object?: string;
  metadata?: Record<string, string> | null;
  payment_status?: string;
  payment_intent?: string | { id: string } | null;
  amount_total?: number | null;
  amount_received?: number | null;
  last_payment_error?: { code?: string } | null;
};

const SESSION_KINDS: Record<string, Kind> = {
  'checkout.session.async_payment_succeeded': 'succeeded',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'failed',
};
const INTENT_KINDS: Record<string, Kind> = {
  'payment_intent.created': 'created',
  'payment_intent.processing': 'processing',
  'payment_intent.requires_action': 'requires_action',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.succeeded': 'succeeded',
};

/** Reads the events we act on; anything else is recorded and ignored. */
export function normalise(event: Stripe.Event): Normalised | null {
  const obj = event.data.object as Obj;
  const reservationId = obj.metadata?.reservation_id;
  if (!reservationId || !/^[0-9a-f-]{36}$/.test(reservationId)) return null;
  if (event.type === 'checkout.session.completed' || event.type in SESSION_KINDS) {
    const kind =
      event.type === 'checkout.session.completed'
        ? obj.payment_status === 'paid' || obj.payment_status === 'no_payment_required'
          ? 'succeeded'
          : 'processing'
        : (SESSION_KINDS[event.type] as Kind);
    const intent = typeof obj.payment_intent === 'string' ? obj.payment_intent : obj.payment_intent?.id;
    return {
      kind,
      reservationId,
      ...(obj.id ? { ref: obj.id } : {}),
      ...(intent ? { intent } : {}),
      ...(typeof obj.amount_total === 'number' ? { amountMinor: obj.amount_total } : {}),
      ...(event.type === 'checkout.session.expired' ? { failureCode: 'expired' } : {}),
    };
  }
  const kind = INTENT_KINDS[event.type];
  if (!kind) return null;
  return {
    kind,
    reservationId,
    ...(obj.id ? { intent: obj.id } : {}),
    ...(typeof obj.amount_received === 'number' && obj.amount_received > 0
      ? { amountMinor: obj.amount_received }
      : {}),
    ...(obj.last_payment_error?.code ? { failureCode: obj.last_payment_error.code } : {}),
  };
}

export interface Applied {
  duplicate: boolean;
  confirmed?: string;
  failed?: string;
}

/**
 * Applies one verified event, once: its id is recorded in the same transaction as the change, so five
 * copies change state once. Every move is conditional on the current state, so order does not matter:
 * a `created` after `succeeded` moves nothing, a `failed` never undoes a success, and a success for a
 * hold that already ended marks the money for refund instead of reviving the nights.
 */
export async function applyEvent(
  db: Database,
  provider: 'test' | 'stripe',
  event: Stripe.Event,
): Promise<Applied> {
  return db.transaction(async (tx) => {
    const fresh = await repository.recordEvent(tx, {
      provider,
      eventId: event.id,
      type: event.type,
      payload: event,
    });
    if (!fresh) return { duplicate: true };
    // Money going back (from the provider's dashboard, or the refund a cancellation asked for).
    if (event.type === 'charge.refunded') {
      await applyProviderRefund(tx, provider, event);
      return { duplicate: false };
    }
    const n = normalise(event);
    if (!n) return { duplicate: false };
    const payment = await repository.findTargetPayment(tx, {
      provider,
      reservationId: n.reservationId,
      ...(n.ref ? { ref: n.ref } : {}),
      ...(n.intent ? { intent: n.intent } : {}),
    });
    const extra = {
      ...(n.intent ? { intent: n.intent } : {}),
      ...(n.failureCode ? { failureCode: n.failureCode } : {}),
    };
    switch (n.kind) {
      case 'created':
        if (payment) await repository.movePayment(tx, payment.id, 'processing', ['open'], extra);
        return { duplicate: false };
      case 'processing':
        if (payment)
          await repository.movePayment(tx, payment.id, 'processing', ['open', 'requires_action'], extra);
        return { duplicate: false };
      case 'requires_action':
        if (payment)
          await repository.movePayment(tx, payment.id, 'requires_action', ['open', 'processing'], extra);
        return { duplicate: false };
      case 'failed': {
        const moved = payment
          ? await repository.movePayment(
              tx,
              payment.id,
              'failed',
              ['open', 'requires_action', 'processing'],
              extra,
            )
          : false;
        return { duplicate: false, ...(moved ? { failed: n.reservationId } : {}) };
      }
      case 'succeeded': {
        const confirmed = await repository.confirmReservation(tx, {
          reservationId: n.reservationId,
          provider,
          providerPaymentId: n.intent ?? n.ref ?? event.id,
          ...(n.amountMinor !== undefined ? { paidMinor: n.amountMinor } : {}),
        });
        if (payment) {
          const to =
            confirmed || payment.status === 'succeeded' ? 'succeeded' : await settledElsewhere(tx, n);
          await repository.movePayment(
            tx,
            payment.id,
            to,
            ['open', 'requires_action', 'processing', 'failed'],
            extra,
          );
        }
        return { duplicate: false, ...(confirmed ? { confirmed: n.reservationId } : {}) };
      }
    }
  });
}

/** A success for a reservation that is not pending: already paid by this attempt, or money to give back. */
async function settledElsewhere(tx: Database, n: Normalised): Promise<'succeeded' | 'refund_due'> {
  const hold = await repository.findHold(tx, n.reservationId);
  return hold?.status === 'confirmed' ? 'succeeded' : 'refund_due';
}
