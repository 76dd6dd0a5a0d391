import { asc, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as s from '../schema/index';
import { writeStay } from './stays';

const DAY = 86_400_000;
const day = (today: Date, offset: number) =>
  new Date(today.getTime() + offset * DAY).toISOString().slice(0, 10);

/**
 * Stays booked with codes by the reviews seed's guests (nobody signs in as them, so no demo account's
 * trips change), on units no investment offer reports on, free on those nights. They sit two months
 * back and over a month ahead, outside the demo host's dashboard's current month and next 30 days.
 */
export async function writeRedemptions(tx: Database, today: Date): Promise<void> {
  const codes = await tx
    .select()
    .from(s.promoCodes)
    .where(inArray(s.promoCodes.code, ['WELCOME10', 'SAKAN50', 'FAMILY100', 'RAMADAN25']));
  const byCode = new Map(codes.map((c) => [c.code, c]));
  const guests = await tx
    .select({ id: s.users.id, name: s.users.name, email: s.users.email })
    .from(s.users)
    .where(like(s.users.email, '%@reviewers.sakan.example'))
    .orderBy(asc(s.users.email))
    .limit(3);
  const plan = [
    { who: guests[0], code: 'FAMILY100', offset: -75, nights: 4, status: 'completed' },
    { who: guests[1], code: 'WELCOME10', offset: -60, nights: 2, status: 'completed' },
    { who: guests[2], code: 'RAMADAN25', offset: -50, nights: 3, status: 'completed' },
    { who: guests[0], code: 'FAMILY100', offset: 40, nights: 3, status: 'confirmed' },
    { who: guests[1], code: 'SAKAN50', offset: 55, nights: 2, status: 'confirmed' },
  ] as const;
  for (const booking of plan) {
    const promo = byCode.get(booking.code);
    if (!booking.who || !promo) continue;
    const checkIn = day(today, booking.offset);
    const free = await tx.execute<{ id: number }>(sql`
      select u.id from units u where u.status = 'published'
        and not exists (select 1 from investment_units i where i.unit_id = u.id)
        and not exists (
        select 1 from reservations r where r.unit_id = u.id and r.status in ('pending_payment', 'confirmed', 'completed')
          and r.stay && daterange(${checkIn}::date, ${checkIn}::date + ${booking.nights}::int))
      order by u.id desc limit 1`);
    const unitId = free.rows[0]?.id;
    if (!unitId) continue;
    await writeStay(tx, {
      userId: booking.who.id,
      unitId,
      checkIn,
      nights: booking.nights,
      status: booking.status,
      guest: {
        name: booking.who.name ?? 'Guest',
        email: booking.who.email ?? 'guest@example.com',
        phone: '+966500000000',
      },
      bookedAt: new Date(Date.parse(`${checkIn}T00:00:00Z`) - 20 * DAY),
      promo,
    });
  }
}
