import type { Locale, Money } from '../../../contract/common';
import { ACCESS_HOURS_BEFORE, MESSAGES_PAGE_MAX, type StayKit } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { wallClockToUtc, zoneOf } from '../reservations/zones';
import { findKit } from './kit-repository';
import { openStayThread, threadDetail } from './threads';

const sar = (amount: number): Money => ({ amount_minor: amount, currency: 'SAR' });

/**
 * The stay kit: one read of everything a guest needs at the door, which the client keeps for use
 * with no signal. Only the stay's guest reads it, and only while the stay is confirmed. The door
 * code and the check-in instructions are left out until ACCESS_HOURS_BEFORE before check-in (the
 * unit's own clock): a code handed out weeks ahead is a code that leaks.
 */
export async function stayKit(
  db: Database,
  locale: Locale,
  guestId: string,
  reservationId: string,
  now = new Date(),
): Promise<StayKit> {
  const row = await findKit(db, locale, guestId, reservationId);
  if (!row || row.status === 'expired') throw new AppError('NOT_FOUND', 404, 'messages.stay_not_found');
  if (row.status !== 'confirmed') throw new AppError('CONFLICT', 409, 'messages.kit_not_confirmed');
  const zone = zoneOf(row.country_code);
  const checkInAt = wallClockToUtc(row.check_in, row.check_in_time, zone);
  const accessFrom = new Date(checkInAt.getTime() - ACCESS_HOURS_BEFORE * 3_600_000);
  const open = now.getTime() >= accessFrom.getTime();
  const summary = await openStayThread(db, locale, guestId, reservationId);
  const thread = await threadDetail(db, locale, guestId, summary.id, { limit: MESSAGES_PAGE_MAX });
  return {
    stay: {
      id: row.id,
      code: row.code,
      check_in: row.check_in,
      check_out: row.check_out,
      status: row.status,
      nights: row.nights,
      guests: row.guests,
      check_in_time: row.check_in_time,
      check_out_time: row.check_out_time,
      check_in_at: checkInAt.toISOString(),
      access_from: accessFrom.toISOString(),
      time_zone: zone,
    },
    unit: { id: row.unit_id, slug: row.slug, title: row.title, cover_key: row.cover_key },
    address: row.address,
    area: row.area,
    city: row.city,
    position: { lat: row.lat, lng: row.lng },
    house_rules: row.house_rules,
    check_in_instructions: open ? row.instructions : null,
    door_code: open ? (row.door_code ?? '') || null : null,
    host: { name: (row.host_name ?? '').trim().split(/\s+/)[0] ?? '' },
    receipt: {
      nights: sar(row.nights_minor),
      extras: sar(row.extras_minor),
      cleaning_fee: sar(row.cleaning_fee_minor),
      discount: sar(row.discount_minor),
      vat: sar(row.vat_minor),
      coins: sar(row.coins_minor),
      total: sar(row.total_minor),
      promo_code: row.promo_code,
      confirmed_at: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
    },
    thread,
    generated_at: now.toISOString(),
  };
}
