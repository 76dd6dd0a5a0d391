import type { Locale } from '../../../contract/common';
import type { Reservation } from '../../../contract/reservations';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findReservation, type ReservationRow } from './repository';

/** The reservation as checkout's pages and its receipt mail read it (contract/reservations.ts). */

const sar = (amount_minor: number) => ({ amount_minor, currency: 'SAR' as const });

/** The caller's own reservation; anyone else's is a 404, so ids cannot be probed. */
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

export function toReservation(row: ReservationRow, locale: Locale): Reservation {
  const r = row.reservation;
  return {
    id: r.id,
    code: r.code,
    status: r.status,
    unit: {
      id: r.unitId,
      slug: row.unitSlug,
      title: row.unitTitle,
      city: row.cityName,
      area: row.unitArea,
      image: row.imageKey ? { key: row.imageKey, alt: row.imageAlt ?? '' } : null,
      check_in_time: row.checkInTime,
      check_out_time: row.checkOutTime,
      lat: row.lat,
      lng: row.lng,
    },
    check_in: r.checkIn,
    check_out: r.checkOut,
    nights: r.nights,
    guests: r.guests,
    guest: { name: r.guestName, email: r.guestEmail, phone: r.guestPhone },
    hold_expires_at: r.holdExpiresAt.toISOString(),
    amounts: {
      nights: r.lines.nights.map((n) => ({ date: n.date, amount: sar(n.amountMinor), source: n.source })),
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
    },
    payment:
      r.paidMinor !== null && r.paymentProvider && r.providerPaymentId
        ? {
            provider: r.paymentProvider,
            provider_payment_id: r.providerPaymentId,
            amount: sar(r.paidMinor),
            paid_at: (row.paidAt ?? r.updatedAt).toISOString(),
          }
        : null,
    created_at: r.createdAt.toISOString(),
  };
}
