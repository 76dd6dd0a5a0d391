import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { Reservation } from '../../../contract/reservations';
import type { Database } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { DEFAULT_HOST_FEE_BP } from '../hosting/payout';
import { toReservation } from '../reservations/view';
import type { NewReservation } from './repository';

/**
 * The first key of the per-unit advisory lock every hold takes (the second is the unit id), so holds
 * of one unit are placed one after another. Without it, two checkouts inserting overlapping stays at
 * the same instant can each find the other's row in progress and wait for it: PostgreSQL ends that
 * with a deadlock error (40P01) instead of the exclusion constraint's 23P01, which a busy host made
 * common in 50-way races. With the lock, the later insert finds the earlier one committed and gets
 * 23P01 at once. The constraint stays what forbids overlaps; the lock only orders the writers.
 */
export const HOLD_LOCK_SPACE = 0x53_4b_4e_48; // 'SKNH'

export function lockUnitHolds(tx: Database, unitId: number) {
  return tx.execute(sql`select pg_advisory_xact_lock(${HOLD_LOCK_SPACE}::int, ${unitId}::int)`);
}

interface Row {
  created_at: string;
  slug: string;
  title_en: string;
  title_ar: string;
  area_en: string;
  area_ar: string;
  city_en: string;
  city_ar: string;
  check_in_time: string;
  check_out_time: string;
  lat: number;
  lng: number;
  image_key: string | null;
  alt_en: string | null;
  alt_ar: string | null;
}

/**
 * Places a hold that ends no stale hold and takes no promo use or coins (most of them) in a single
 * statement, its own transaction: the unit's lock, the insert, and what the answer shows of the unit.
 * The exclusion constraint refuses an overlap (23P01, raised to the caller). Returns the reservation
 * as the guest's pages read it, so the answer needs no second read.
 */
export async function insertPlainHold(
  db: Database,
  locale: Locale,
  row: Omit<NewReservation, 'id'>,
): Promise<Reservation> {
  const id = randomUUID();
  const [view] = await runPrepared<Row>(
    db,
    'checkout_insert_hold',
    sql`
    with lock as materialized (select pg_advisory_xact_lock(${HOLD_LOCK_SPACE}::int, ${row.unitId}::int)),
    ins as (
      insert into reservations (id, code, user_id, unit_id, check_in, check_out, nights, guests,
        hold_expires_at, guest_name, guest_email, guest_phone, locale, lines, nights_minor, extras_minor,
        cleaning_fee_minor, promo_code, discount_minor, vat_rate_bp, vat_minor, total_minor, quote_fingerprint,
        host_fee_bp)
      select ${id}::uuid, ${row.code}, ${row.userId}::uuid, ${row.unitId}::int, ${row.checkIn}::date,
        ${row.checkOut}::date, ${row.nights}::int, ${row.guests}::int, ${row.holdExpiresAt.toISOString()}::timestamptz,
        ${row.guestName}, ${row.guestEmail}, ${row.guestPhone}, ${row.locale}, ${JSON.stringify(row.lines)}::jsonb,
        ${row.nightsMinor}::int, ${row.extrasMinor}::int, ${row.cleaningFeeMinor}::int, ${row.promoCode},
        ${row.discountMinor}::int, ${row.vatRateBp}::int, ${row.vatMinor}::int, ${row.totalMinor}::int,
        ${row.quoteFingerprint}, ${row.hostFeeBp ?? DEFAULT_HOST_FEE_BP}::int
      from lock
      returning created_at
    )
    select to_json(ins.created_at) #>> '{}' as created_at, u.slug, u.title_en, u.title_ar, u.area_en,
      u.area_ar, c.name_en as city_en, c.name_ar as city_ar, u.check_in_time, u.check_out_time, u.lat, u.lng,
      i.key as image_key, i.alt_en, i.alt_ar
    from ins
    join units u on u.id = ${row.unitId}::int
    join cities c on c.id = u.city_id
    left join lateral (
      select key, alt_en, alt_ar from unit_images where unit_id = u.id order by position limit 1
    ) i on true`,
  );
  if (!view) throw new Error('insertPlainHold: no row');
  const createdAt = new Date(view.created_at);
  const ar = locale === 'ar';
  return toReservation(
    {
      reservation: {
        ...row,
        id,
        stay: '',
        status: 'pending_payment',
        locale: row.locale ?? locale,
        currency: 'SAR',
        extrasMinor: row.extrasMinor ?? 0,
        cleaningFeeMinor: row.cleaningFeeMinor ?? 0,
        hostFeeBp: row.hostFeeBp ?? DEFAULT_HOST_FEE_BP,
        promoCodeId: null,
        promoCode: row.promoCode ?? null,
        discountMinor: row.discountMinor ?? 0,
        coinsSpent: 0,
        coinsMinor: 0,
        paidMinor: null,
        paymentProvider: null,
        providerPaymentId: null,
        createdAt,
        updatedAt: createdAt,
        confirmedAt: null,
        expiredAt: null,
        cancelledAt: null,
        cancelledBy: null,
        cancelReason: null,
        cancelNote: null,
        completedAt: null,
      },
      unitSlug: view.slug,
      unitTitle: ar ? view.title_ar : view.title_en,
      unitArea: ar ? view.area_ar : view.area_en,
      cityName: ar ? view.city_ar : view.city_en,
      checkInTime: view.check_in_time,
      checkOutTime: view.check_out_time,
      lat: view.lat,
      lng: view.lng,
      imageKey: view.image_key,
      imageAlt: ar ? view.alt_ar : view.alt_en,
      paidAt: null,
    },
    locale,
  );
}
