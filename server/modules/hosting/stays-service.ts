import type { Locale } from '../../../contract/common';
import type { HostCancelBody, HostStayDetail, HostStaysQuery } from '../../../contract/hosting-stays';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { appendCoins } from '../loyalty/repository';
import { wallClockToUtc, zoneOf } from '../reservations/zones';
import * as writes from '../reservations/write-repository';
import * as repository from './stays-repository';
import { toDetail, toStay } from './stays-view';
import { paginationOf } from '../../lib/pagination';

export const DEFAULT_PER_PAGE = 20;

const notFound = () => new AppError('NOT_FOUND', 404, 'hosting.stays.not_found');

export async function listStays(db: Database, locale: Locale, hostId: string, query: HostStaysQuery) {
  const current = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const filter = { hostId, tab: query.tab, search: query.search, unitId: query.unit };
  const [total, rows] = await Promise.all([
    repository.countStays(db, filter),
    repository.findStays(db, locale, filter, { limit: perPage, offset: (current - 1) * perPage }),
  ]);
  return {
    items: rows.map(toStay),
    pagination: paginationOf(total, current, perPage),
  };
}

export async function getStay(
  db: Database,
  locale: Locale,
  hostId: string,
  code: string,
  now = new Date(),
): Promise<HostStayDetail> {
  const row = await repository.findStay(db, locale, hostId, code);
  if (!row) throw notFound();
  return toDetail(row, locale, now);
}

export interface HostCancelOutcome {
  /** False when the stay was already cancelled: nothing was done this time. */
  cancelled: boolean;
  reservationId: string;
  guestUserId: string;
}

/**
 * The host cancels a confirmed stay before its check-out time, in one transaction: the row (locked,
 * then moved only from `confirmed`, marked as the host's cancellation), a full refund of the card
 * payment and every coin, and the coins back in the guest's ledger. The card refund and the guest's
 * mail happen after commit. A second cancel, even at the same moment, waits on the lock and then finds
 * the stay cancelled, so the guest is refunded once.
 */
export async function cancelStay(
  db: Database,
  hostId: string,
  code: string,
  body: HostCancelBody,
  now = new Date(),
): Promise<HostCancelOutcome> {
  return db.transaction(async (tx) => {
    const row = await repository.lockForHostCancel(tx, hostId, code);
    if (!row) throw notFound();
    const ids = { reservationId: row.id, guestUserId: row.userId };
    if (row.status === 'cancelled') return { cancelled: false, ...ids };
    const checkOutAt = wallClockToUtc(row.checkOut, row.checkOutTime, zoneOf(row.countryCode));
    if (row.status !== 'confirmed' || now.getTime() >= checkOutAt.getTime()) {
      throw new AppError('NOT_CANCELLABLE', 409, 'hosting.stays.not_cancellable');
    }
    const moved = await writes.markCancelled(tx, row.id, {
      who: 'host',
      reason: body.reason,
      note: body.note,
    });
    if (!moved) throw notFound();
    const amountMinor = row.paidMinor ?? row.totalMinor;
    await writes.insertRefund(tx, {
      reservationId: row.id,
      refundBp: 10_000,
      amountMinor,
      coins: row.coinsSpent,
      currency: row.currency,
      // Nothing to send back to a card: settled at once.
      ...(amountMinor === 0 ? { status: 'succeeded' as const, refundedAt: now } : {}),
    });
    if (row.coinsSpent > 0) {
      await appendCoins(tx, {
        userId: row.userId,
        delta: row.coinsSpent,
        reason: 'refund',
        reservationId: row.id,
      });
    }
    return { cancelled: true, ...ids };
  });
}
