import type { CheckoutRequest } from '../../../contract/checkout';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { AppError, type AppErrorField } from '../../lib/app-error';
import { pgErrorCode } from './pg-error';
import { promoError, type PromoGuestLimit } from './promo';
import { quoteStay, type QuoteProblem, type Quoted } from './quote';

/** How checkout turns what stopped a hold into the answer the guest gets (hold.ts). */

const PROBLEM_FIELDS: Record<Exclude<QuoteProblem['code'], 'taken'>, AppErrorField['field']> = {
  past: 'check_in',
  blocked: 'check_in',
  min_nights: 'check_out',
  max_nights: 'check_out',
  advance_notice: 'check_in',
  prep_time: 'check_in',
  guests: 'guests',
};

function notBookable(quoted: Quoted): AppError {
  if (quoted.problems.some((p) => p.code === 'taken')) {
    return new AppError('NIGHTS_TAKEN', 409, 'checkout.nights_taken');
  }
  // Each field carries the rule's own message (stay-rules.ts), translated by the error handler.
  const fields = quoted.problems.map((p): AppErrorField => ({
    field: PROBLEM_FIELDS[p.code as keyof typeof PROBLEM_FIELDS],
    messageKey: p.messageKey,
    ...(p.params ? { params: p.params } : {}),
  }));
  return new AppError('VALIDATION_FAILED', 422, 'checkout.not_bookable', fields);
}

function quoteChanged(quoted: Quoted, fields?: AppErrorField[]): AppError {
  return new AppError('QUOTE_CHANGED', 409, 'checkout.quote_changed', fields, {
    data: { quote: quoted.quote },
  });
}

/** Raised inside the transaction when a promo use was lost to a race; answered after the rollback. */
export class PromoLost extends Error {
  constructor(
    readonly messageKey: 'checkout.promo_used_up' | 'checkout.promo_paused' | PromoGuestLimit['messageKey'],
    readonly params?: PromoGuestLimit['params'],
  ) {
    super(messageKey);
  }
}

/** Refuses a stay the quote says cannot be booked, or whose quote is not the one the guest saw. */
export function assertAgreed(quoted: Quoted, body: CheckoutRequest): void {
  if (quoted.problems.length > 0) throw notBookable(quoted);
  if (quoted.promo && !quoted.promo.ok) {
    throw quoteChanged(quoted, promoError(quoted.promo).fields as AppErrorField[]);
  }
  if (quoted.quote.fingerprint !== body.quote_fingerprint) throw quoteChanged(quoted);
}

/** Deadlocks and serialization failures are the database asking for the transaction again. */
export const RETRYABLE = new Set(['40P01', '40001']);

/** The answer to a transaction that failed: what the guest should be told, or the error itself. */
export async function refusal(
  db: Database,
  locale: Locale,
  userId: string,
  body: CheckoutRequest,
  err: unknown,
): Promise<unknown> {
  if (err instanceof PromoLost) {
    const fresh = await quoteStay(db, locale, userId, { ...body, promo_code: null });
    return quoteChanged(fresh, [
      { field: 'promo_code', messageKey: err.messageKey, ...(err.params ? { params: err.params } : {}) },
    ]);
  }
  const code = pgErrorCode(err);
  if (code === '23P01') return new AppError('NIGHTS_TAKEN', 409, 'checkout.nights_taken');
  // Still deadlocked after every attempt: a conflict the guest may retry, never a 500.
  if (code && RETRYABLE.has(code)) return new AppError('CONFLICT', 409, 'errors.conflict');
  // The ledger's check: another checkout spent the coins between our read and write (only without the lock).
  if (code === '23514') {
    const fresh = await quoteStay(db, locale, userId, body);
    return quoteChanged(fresh, [{ field: 'use_coins', messageKey: 'checkout.coins_changed' }]);
  }
  return err;
}
