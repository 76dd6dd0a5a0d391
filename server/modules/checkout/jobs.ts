import type { FastifyInstance } from 'fastify';
import { holdsExpired } from './events';
import { expireDueHolds } from './expiry';
import type { Payments } from './payments/config';
import { pruneIdempotencyKeys } from '../../plugins/idempotency';
import { findOpenPayments } from './payments-repository';

export const EXPIRE_HOLDS_JOB = 'checkout.expire-holds';
/** Stored Idempotency-Key answers are kept a day: long enough for any client's retries. */
export const PRUNE_IDEMPOTENCY_JOB = 'checkout.prune-idempotency-keys';

/**
 * The hold sweep on the shared pg-boss queue: every minute, on whichever instance takes it. It is
 * idempotent (conditional updates, refunds keyed by reservation), and availability reads already
 * treat a hold past its end as free, so a late sweep delays only the coins' return, never a booking.
 */
export function registerCheckoutJobs(app: FastifyInstance, payments: Payments): void {
  app.jobs.work(EXPIRE_HOLDS_JOB, async () => {
    await runHoldSweep(app, payments);
  });
  app.jobs.schedule(EXPIRE_HOLDS_JOB, '* * * * *');
  app.jobs.work(PRUNE_IDEMPOTENCY_JOB, async () => {
    await pruneIdempotencyKeys(app.db);
  });
  app.jobs.schedule(PRUNE_IDEMPOTENCY_JOB, '17 3 * * *');
}

/** The sweep's work, callable from tests. Returns how many units had holds end. */
export async function runHoldSweep(app: FastifyInstance, payments: Payments): Promise<number> {
  const { unitIds, reservationIds } = await expireDueHolds(app.db);
  await holdsExpired(app, unitIds);
  // A hosted page that outlives its hold must not take money for nights that are no longer held.
  for (const payment of await findOpenPayments(app.db, reservationIds)) {
    const provider = payments.byName[payment.provider];
    await provider?.cancel(payment.providerRef).catch((err: unknown) => {
      app.log.warn({ err, paymentId: payment.id }, 'could not end a payment whose hold ended');
    });
  }
  return unitIds.length;
}
