import type { Locale } from '../../../contract/common';
import type { HostStay, HostStayDetail } from '../../../contract/hosting-stays';
import { wallClockToUtc, zoneOf } from '../reservations/zones';
import { PAYOUT_DELAY_HOURS, payoutOf } from './payout';
import type { StayDetailRow, StayRow } from './stays-repository';

/** Rows of the host's stays as the contract shapes them; amounts in SAR halalas. */

const sar = (amount: number) => ({ amount_minor: amount, currency: 'SAR' as const });
const HOUR = 3_600_000;
/** The guest's contact details open this long before check-in (the contract's rule). */
export const CONTACT_OPENS_HOURS = 48;

/** Only the first name: the rest of the guest's name is theirs until the contact opens. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export function payoutLines(row: StayRow) {
  return payoutOf({
    paidMinor: row.paidMinor,
    refundedMinor: row.refundedMinor,
    guestVatMinor: row.vatMinor,
    feeBp: row.hostFeeBp,
  });
}

export function toStay(row: StayRow): HostStay {
  return {
    code: row.code,
    status: row.status,
    tab: row.tab,
    unit: { id: row.unitId, slug: row.unitSlug, title: row.unitTitle },
    guest_first_name: firstName(row.guestName),
    guests: row.guests,
    check_in: row.checkIn,
    check_out: row.checkOut,
    nights: row.nights,
    total: sar(row.totalMinor),
    payout: sar(payoutLines(row).payout),
  };
}

export function checkInAt(row: Pick<StayDetailRow, 'checkIn' | 'checkInTime' | 'countryCode'>): Date {
  return wallClockToUtc(row.checkIn, row.checkInTime, zoneOf(row.countryCode));
}

/** A confirmed stay's contact opens 48 hours before its check-in time, in the unit's zone. */
export function contactOpen(row: StayDetailRow, now: Date): boolean {
  return row.status === 'confirmed' && now.getTime() >= checkInAt(row).getTime() - CONTACT_OPENS_HOURS * HOUR;
}

export function toDetail(row: StayDetailRow, locale: Locale, now: Date): HostStayDetail {
  const lines = payoutLines(row);
  const owed = lines.payout > 0 || row.status !== 'cancelled';
  return {
    ...toStay(row),
    check_in_time: row.checkInTime,
    check_out_time: row.checkOutTime,
    lines: {
      nights: sar(row.nightsMinor),
      extras: row.lines.extras.map((e) => ({
        name: locale === 'ar' ? e.nameAr : e.nameEn,
        quantity: e.quantity,
        amount: sar(e.amountMinor),
      })),
      cleaning_fee: sar(row.cleaningFeeMinor),
      discount: sar(row.discountMinor),
      vat: sar(row.vatMinor),
      coins: sar(row.coinsMinor),
    },
    payout_line: {
      paid: sar(lines.paid),
      refunded: sar(lines.refunded),
      platform_fee: sar(lines.platformFee),
      vat_on_fee: sar(lines.vatOnFee),
      payout: sar(lines.payout),
      due_at: owed ? new Date(checkInAt(row).getTime() + PAYOUT_DELAY_HOURS * HOUR).toISOString() : null,
    },
    contact: contactOpen(row, now)
      ? { name: row.guestName, email: row.guestEmail, phone: row.guestPhone }
      : null,
    cancellation:
      row.status === 'cancelled'
        ? {
            by: row.cancelledBy ?? 'guest',
            reason: row.cancelReason,
            // Rows cancelled before the time was kept fall back to their last change.
            at: (row.cancelledAt ?? row.updatedAt).toISOString(),
          }
        : null,
  };
}
