import type { Locale } from '../../../contract/common';
import type {
  CancellationQuote,
  ReservationDetail,
  ReservationFilterQuery,
  ReservationListQuery,
} from '../../../contract/reservations-account';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { appendCoins } from '../loyalty/repository';
import { earnForStay } from '../loyalty/service';
import { notify } from '../notifications/service';
import type { RefundGateway } from './refund-gateway';
import { quoteCancellation, refundFor } from './refund';
import * as repository from './repository';
import * as writes from './write-repository';
import { toCard, toDetail } from './view';
import { paginationOf } from '../../lib/pagination';

export const DEFAULT_PER_PAGE = 10;

const notFound = () => new AppError('NOT_FOUND', 404, 'reservations.not_found');

async function page(
  db: Database,
  locale: Locale,
  filter: repository.CardFilter,
  query: ReservationListQuery,
) {
  const current = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const [total, rows] = await Promise.all([
    repository.countCards(db, filter),
    repository.findCards(db, locale, filter, { limit: perPage, offset: (current - 1) * perPage }),
  ]);
  return {
    items: rows.map(toCard),
    pagination: paginationOf(total, current, perPage),
  };
}

export function listReservations(db: Database, locale: Locale, userId: string, query: ReservationListQuery) {
  return page(db, locale, { userId, tab: query.tab }, query);
}

export function searchReservations(
  db: Database,
  locale: Locale,
  userId: string,
  query: ReservationFilterQuery,
) {
  return page(db, locale, { userId, search: query.search }, query);
}

export async function getReservation(
  db: Database,
  locale: Locale,
  userId: string,
  id: string,
): Promise<ReservationDetail> {
  const row = await repository.findDetail(db, locale, userId, id);
  if (!row) throw notFound();
  return toDetail(row, locale);
}

export async function getCancellationQuote(
  db: Database,
  userId: string,
  id: string,
  now = new Date(),
): Promise<CancellationQuote> {
  const row = await writes.lockForCancel(db, userId, id);
  if (!row) throw notFound();
  return quoteCancellation(row, now);
}

export interface CancelOutcome {
  /** False when the stay was already cancelled: nothing was done this time. */
  cancelled: boolean;
}

/**
 * Cancels the caller's confirmed stay by its unit's policy, in one transaction: the row (locked, then
 * moved only from `confirmed`), the refund row (one per reservation) and the coins given back. The
 * card refund and the mail happen after commit (cancelAfterCommit). A second press finds the stay
 * cancelled under the lock and changes nothing.
 */
export async function cancelReservation(
  db: Database,
  userId: string,
  id: string,
  expectedRefundMinor: number,
  now = new Date(),
): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const row = await writes.lockForCancel(tx, userId, id);
    if (!row) throw notFound();
    if (row.status === 'cancelled') return { cancelled: false };
    const quote = quoteCancellation(row, now);
    if (!quote.can_cancel) {
      throw new AppError(
        'NOT_CANCELLABLE',
        409,
        quote.reason === 'started' ? 'reservations.already_started' : 'reservations.not_cancellable',
      );
    }
    if (quote.refund.amount_minor !== expectedRefundMinor) {
      throw new RefundChangedError(quote);
    }
    if (!(await writes.markCancelled(tx, row.id))) throw notFound();
    const refund = refundFor(row.paidMinor ?? row.totalMinor, row.coinsSpent, quote.refund_bp);
    await writes.insertRefund(tx, {
      reservationId: row.id,
      refundBp: quote.refund_bp,
      amountMinor: refund.amountMinor,
      coins: refund.coins,
      currency: row.currency,
      // Nothing to send back to a card: settled at once.
      ...(refund.amountMinor === 0 ? { status: 'succeeded' as const, refundedAt: now } : {}),
    });
    if (refund.coins > 0) {
      await appendCoins(tx, { userId, delta: refund.coins, reason: 'refund', reservationId: row.id });
    }
    return { cancelled: true };
  });
}

/** A 409 that carries the refund as it is now, so the page can show it and ask again. */
export class RefundChangedError extends AppError {
  constructor(readonly quote: CancellationQuote) {
    super('REFUND_CHANGED', 409, 'reservations.refund_changed', undefined, { data: { quote } });
  }
}

/** Sends pending refunds to the provider; safe to run again (the provider's idempotency key). */
export async function processPendingRefunds(db: Database, gateway: RefundGateway, onlyId?: string) {
  const pending = await writes.findPendingRefunds(db);
  let done = 0;
  for (const refund of pending) {
    if (onlyId && refund.reservationId !== onlyId) continue;
    try {
      const { refundId } = await gateway.refund({
        provider: refund.provider,
        providerPaymentId: refund.providerPaymentId,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        idempotencyKey: refund.reservationId,
      });
      await writes.markRefund(db, refund.reservationId, {
        ok: true,
        provider: refund.provider,
        refundId,
      });
      done += 1;
    } catch (err) {
      await writes.markRefund(db, refund.reservationId, { ok: false, error: String(err) });
    }
  }
  return done;
}

/**
 * The completion job's work: confirmed stays whose check-out time has passed become `completed` and
 * earn their points in the same transaction, so a stay is never completed without its points (and a
 * run that dies half-way leaves both undone, for the next run). Returns how many stays it completed.
 */
export async function completeStays(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const rows = await writes.completeDueStays(tx);
      for (const row of rows) await tellPoints(tx, row, await earnForStay(tx, row));
      return rows.length;
    });
    total += moved;
    if (moved === 0) break;
  }
  // Stays completed by another path (an import, an older version) still earn their points.
  for (const row of await writes.findCompletedWithoutPoints(db)) {
    await db.transaction(async (tx) => tellPoints(tx, row, await earnForStay(tx, row)));
  }
  return total;
}

/** The guest hears of the points a stay earned, in the same transaction that wrote them. */
async function tellPoints(tx: Database, stay: { id: string; userId: string }, points: number): Promise<void> {
  if (points <= 0) return;
  const facts = await writes.findMailFacts(tx, stay.id);
  await notify(tx, {
    userId: stay.userId,
    type: 'points_earned',
    params: { count: points, unit_en: facts?.titleEn ?? '', unit_ar: facts?.titleAr ?? '' },
    link: '/rewards',
  });
}
