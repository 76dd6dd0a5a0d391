import type { Locale } from '../../../contract/common';
import {
  SUPPORT_REFUND_LIMIT_MINOR,
  type StaffCancelPreview,
  type StaffCancelRequest,
  type StaffReservationDetail,
} from '../../../contract/backoffice-reservations';
import type { StaffRole } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { appendCoins } from '../loyalty/repository';
import { quoteCancellation, refundFor } from '../reservations/refund';
import * as writes from '../reservations/write-repository';
import { recordAudit } from './audit';
import { findStaffReservation, timelineOf, type StaffReservationRow } from './reservations-repository';

const notFound = () => new AppError('NOT_FOUND', 404, 'backoffice.reservations.not_found');
const sar = (amount: number) => ({ amount_minor: amount, currency: 'SAR' as const });

/**
 * Staff may cancel a confirmed stay until its check-out day; the policy's refund is the guest's own
 * (nothing once the stay has started), an override any amount up to what was paid.
 */
function previewOf(row: writes.CancelRow, checkOut: string, now: Date): StaffCancelPreview {
  const quote = quoteCancellation(row, now);
  const paid = row.paidMinor ?? row.totalMinor;
  return {
    can_cancel: row.status === 'confirmed' && checkOut > now.toISOString().slice(0, 10),
    policy: quote.policy,
    policy_refund: quote.refund,
    policy_coins: quote.coins_refunded,
    paid: sar(paid),
    coins_spent: row.coinsSpent,
  };
}

async function rowOf(db: Database, locale: Locale, code: string) {
  const row = await findStaffReservation(db, locale, code);
  if (!row) throw notFound();
  return row;
}

export async function getStaffReservation(
  db: Database,
  locale: Locale,
  code: string,
  now = new Date(),
): Promise<StaffReservationDetail> {
  const row = await rowOf(db, locale, code);
  const [locked, timeline] = await Promise.all([
    writes.lockForCancel(db, row.guest.id, row.id, { lock: false }),
    timelineOf(db, row.id),
  ]);
  if (!locked) throw notFound();
  return toDetail(row, timeline, previewOf(locked, row.check_out, now));
}

function toDetail(
  row: StaffReservationRow,
  timeline: StaffReservationDetail['timeline'],
  cancel: StaffCancelPreview,
): StaffReservationDetail {
  const { id: _id, phone, discount_minor, paid_minor, ...rest } = row;
  return {
    ...rest,
    guest: { ...row.guest, phone },
    discount: sar(discount_minor),
    paid: paid_minor === null ? null : sar(paid_minor),
    timeline,
    cancel,
  };
}

export interface StaffCancelOutcome {
  cancelled: boolean;
  reservationId: string;
  guestUserId: string;
}

/**
 * Cancels on the guest's behalf in one transaction with its audit row: the row locked, moved only from
 * confirmed, the refund (the policy's or the override) written for the refund path to send, coins
 * given back in the same share. Support refunds by the policy up to the limit; an override or a larger
 * refund needs finance (or admin).
 */
export async function cancelForGuest(
  db: Database,
  staff: { id: string; roles: StaffRole[] },
  code: string,
  body: StaffCancelRequest,
  now = new Date(),
): Promise<StaffCancelOutcome> {
  const row = await rowOf(db, 'en', code);
  return db.transaction(async (tx) => {
    const locked = await writes.lockForCancel(tx, row.guest.id, row.id);
    if (!locked) throw notFound();
    const ids = { reservationId: row.id, guestUserId: row.guest.id };
    if (locked.status === 'cancelled') return { cancelled: false, ...ids };
    const preview = previewOf(locked, row.check_out, now);
    if (!preview.can_cancel)
      throw new AppError('NOT_CANCELLABLE', 409, 'backoffice.reservations.not_cancellable');
    const paid = preview.paid.amount_minor;
    const money = staff.roles.includes('admin') || staff.roles.includes('finance');
    let amount: number;
    if (body.refund === 'policy') {
      amount = preview.policy_refund.amount_minor;
      if (body.expected_refund_minor !== amount) {
        throw new AppError('REFUND_CHANGED', 409, 'backoffice.reservations.refund_changed', undefined, {
          data: { preview },
        });
      }
      if (!money && amount > SUPPORT_REFUND_LIMIT_MINOR) {
        throw new AppError('FORBIDDEN', 403, 'backoffice.reservations.over_limit');
      }
    } else {
      if (!money) throw new AppError('FORBIDDEN', 403, 'backoffice.reservations.override_role');
      if (body.amount_minor === undefined || body.amount_minor > paid) {
        throw new AppError('VALIDATION_FAILED', 422, 'backoffice.reservations.override_amount');
      }
      amount = body.amount_minor;
    }
    const bp = paid === 0 ? 10_000 : Math.round((amount * 10_000) / paid);
    const coins =
      body.refund === 'policy' ? preview.policy_coins : refundFor(paid, locked.coinsSpent, bp).coins;
    const moved = await writes.markCancelled(tx, row.id, { who: 'staff', note: body.reason });
    if (!moved) throw notFound();
    await writes.insertRefund(tx, {
      reservationId: row.id,
      refundBp: bp,
      amountMinor: amount,
      coins,
      currency: locked.currency,
      ...(amount === 0 ? { status: 'succeeded' as const, refundedAt: now } : {}),
    });
    if (coins > 0) {
      await appendCoins(tx, { userId: row.guest.id, delta: coins, reason: 'refund', reservationId: row.id });
    }
    await recordAudit(tx, {
      staffId: staff.id,
      action: body.refund === 'policy' ? 'reservation.cancel' : 'reservation.cancel_override',
      entity: 'reservation',
      entityId: row.code,
      before: { status: locked.status },
      after: {
        status: 'cancelled',
        refund_minor: amount,
        coins_refunded: coins,
        policy_refund_minor: preview.policy_refund.amount_minor,
      },
      reason: body.reason,
    });
    return { cancelled: true, ...ids };
  });
}
