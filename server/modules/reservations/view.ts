import type { Locale } from '../../../contract/common';
import type { CancellationPolicy } from '../../../contract/cancellation';
import { joinParts } from '../../../contract/format';
import type { Reservation } from '../../../contract/reservations';
import type {
  PaymentState,
  ReservationCard,
  ReservationDetail,
} from '../../../contract/reservations-account';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bookedPoint } from '../units/approximate';
import { findReservation, type CardRow, type DetailRow, type ReservationRow } from './repository';

/**
 * Rows to contract shapes, for both readers of a reservation: the guest's trips (card and detail) and
 * checkout's pages and receipt mail (contract/reservations.ts). Every amount is SAR, as charged.
 */

type Row = ReservationRow['reservation'];

const sar = (amount: number) => ({ amount_minor: amount, currency: 'SAR' as const });
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toCard(row: CardRow): ReservationCard {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    tab: row.tab,
    unit: {
      id: row.unitId,
      slug: row.unitSlug,
      title: row.unitTitle,
      city: row.city,
      area: row.area,
      image: row.imageKey ? { key: row.imageKey, alt: row.imageAlt ?? row.unitTitle } : null,
    },
    check_in: row.checkIn,
    check_out: row.checkOut,
    nights: row.nights,
    guests: row.guests,
    total: sar(row.totalMinor),
    created_at: row.createdAt.toISOString(),
  };
}

/** The parts both readers share: the stay, the guest and the itemised amounts as charged. */
function stayView(r: Row, locale: Locale) {
  return {
    id: r.id,
    code: r.code,
    status: r.status,
    check_in: r.checkIn,
    check_out: r.checkOut,
    nights: r.nights,
    guests: r.guests,
    guest: { name: r.guestName, email: r.guestEmail, phone: r.guestPhone },
    hold_expires_at: r.holdExpiresAt.toISOString(),
    amounts: {
      nights: r.lines.nights.map((n) => ({
        date: n.date,
        amount: sar(n.amountMinor),
        source: n.source,
        ...(n.rule ? { rule: n.rule, season: n.season ?? null } : {}),
      })),
      extras: r.lines.extras.map((e) => ({
        id: e.id,
        name: locale === 'ar' ? e.nameAr : e.nameEn,
        pricing: e.pricing,
        quantity: e.quantity,
        amount: sar(e.amountMinor),
      })),
      nights_total: sar(r.nightsMinor),
      extras_total: sar(r.extrasMinor),
      cleaning_fee: sar(r.cleaningFeeMinor),
      discount: sar(r.discountMinor),
      promo_code: r.promoCode,
      vat_rate_bp: r.vatRateBp,
      vat: sar(r.vatMinor),
      coins_spent: r.coinsSpent,
      coins_amount: sar(r.coinsMinor),
      total: sar(r.totalMinor),
      approx_total: r.lines.approxTotal ?? null,
    },
    created_at: r.createdAt.toISOString(),
  };
}

function paymentView(r: Row, paidAt: Date | null) {
  return r.paidMinor !== null && r.paymentProvider && r.providerPaymentId && paidAt
    ? {
        provider: r.paymentProvider,
        provider_payment_id: r.providerPaymentId,
        amount: sar(r.paidMinor),
        paid_at: paidAt.toISOString(),
      }
    : null;
}

/** Checkout's view: paid at the first successful attempt (or, failing that, the row's last change). */
export function toReservation(row: ReservationRow, locale: Locale): Reservation {
  const r = row.reservation;
  return {
    ...stayView(r, locale),
    unit: {
      id: r.unitId,
      slug: row.unitSlug,
      title: row.unitTitle,
      city: row.cityName,
      area: row.unitArea,
      image: row.imageKey ? { key: row.imageKey, alt: row.imageAlt ?? '' } : null,
      check_in_time: row.checkInTime,
      check_out_time: row.checkOutTime,
      // The address is the booking's: a hold awaiting payment learns only the area.
      ...bookedPoint(r.status, row.lat, row.lng),
    },
    payment: paymentView(r, row.paidAt ?? r.updatedAt),
  };
}

/** The caller's own reservation for checkout's pages; anyone else's is a 404, so ids cannot be probed. */
export async function getOwnReservation(
  db: Database,
  locale: Locale,
  userId: string,
  id: string,
): Promise<Reservation> {
  const row = await findReservation(db, locale, id);
  if (!row || row.reservation.userId !== userId) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
  return toReservation(row, locale);
}

function paymentState(row: DetailRow): PaymentState {
  const { refund } = row;
  if (row.row.status === 'pending_payment' || row.row.status === 'expired') return 'awaiting_payment';
  if (!refund) return row.row.status === 'cancelled' ? 'not_refunded' : 'paid';
  if (refund.status !== 'succeeded') return 'refund_pending';
  if (refund.refundBp === 0) return 'not_refunded';
  return refund.refundBp === 10_000 ? 'refunded' : 'partially_refunded';
}

/** The trips page's detail: checkout's view plus the place, the policy, the refund and the points. */
export function toDetail(row: DetailRow, locale: Locale): ReservationDetail {
  const r = row.row;
  return {
    ...stayView(r, locale),
    tab: row.tab,
    unit: {
      id: r.unitId,
      slug: row.unitSlug,
      title: row.unitTitle,
      city: row.city,
      area: row.area,
      image: row.imageKey ? { key: row.imageKey, alt: row.imageAlt ?? row.unitTitle } : null,
      check_in_time: row.checkInTime,
      check_out_time: row.checkOutTime,
      ...bookedPoint(r.status, row.lat, row.lng),
    },
    payment: paymentView(r, r.confirmedAt),
    address: joinParts([row.area, row.city], locale),
    house_rules: row.houseRules,
    host: null,
    cancellation_policy: row.policy as CancellationPolicy,
    payment_state: paymentState(row),
    refund: row.refund
      ? {
          refund_bp: row.refund.refundBp,
          amount: sar(row.refund.amountMinor),
          coins: row.refund.coins,
          status: row.refund.status,
          created_at: row.refund.createdAt.toISOString(),
          refunded_at: iso(row.refund.refundedAt),
        }
      : null,
    points_earned: row.pointsEarned,
    cancelled_at: iso(r.cancelledAt),
    completed_at: iso(r.completedAt),
  };
}
