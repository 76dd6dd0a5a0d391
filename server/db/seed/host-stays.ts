import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { cancelStay } from '../../modules/hosting/stays-service';
import { paymentsFromEnv } from '../../modules/checkout/payments/config';
import { refundsThrough } from '../../modules/reservations/refund-gateway';
import { processPendingRefunds } from '../../modules/reservations/service';
import type { Database } from '../client';
import * as s from '../schema/index';
import { DEMO_HOST } from './review-replies';
import { writeStay } from './stays';

/**
 * The demo host's business (README, "Hosting"): four of its units, otherwise unbooked, get a month of
 * completed stays (this month's earnings), older ones, a guest in house today, an arrival and a
 * departure today, upcoming stays and one stay the host cancelled. Guests are demo accounts of their
 * own (no password: nobody signs in as them). Dates follow the real clock in Riyadh, where the demo
 * units are, so today's arrival is today's on the day the demo is seeded.
 */

export const HOST_DEMO_GUESTS = [
  { name: 'Fahad Al-Harbi', locale: 'ar' },
  { name: 'Sara Al-Otaibi', locale: 'en' },
  { name: 'Omar Haddad', locale: 'en' },
  { name: 'Maha Al-Zahrani', locale: 'ar' },
  { name: 'Yousef Al-Shehri', locale: 'ar' },
  { name: 'Reem Al-Dosari', locale: 'en' },
] as const;

/** [first night from today, nights] per unit; ranges on one unit never overlap. */
const PLAN: [number, number][][] = [
  [
    [-60, 3],
    [-40, 2],
    [-22, 3],
    [-14, 3],
    [-1, 3],
    [6, 3],
  ],
  [
    [-28, 3],
    [-18, 4],
    [-9, 3],
    [0, 2],
    [10, 3],
  ],
  [
    [-26, 5],
    [-12, 4],
    [-2, 2],
    [4, 2],
    [40, 3],
  ],
  [
    [-20, 4],
    [-7, 3],
    [1, 3],
    [20, 3],
  ],
];

const guestId = (i: number) => `5a4a0000-0000-4000-8000-0000000c${String(i).padStart(4, '0')}`;

export function riyadhToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(now);
}
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function writeHostStays(tx: Database): Promise<void> {
  // The demo host is a host: the hosting pages are open to it.
  await tx
    .update(s.users)
    .set({ roles: sql`array_append(${s.users.roles}, 'host')` })
    .where(and(eq(s.users.id, DEMO_HOST.id), sql`not ('host' = any(${s.users.roles}))`));
  const today = riyadhToday();
  // Units with nothing booked or blocked in the plan's window (reviews' stays and the calendars'
  // blocked stretches sit on many units, but rarely across all of it).
  const from = shift(today, -65);
  const to = shift(today, 50);
  const units = await tx
    .select({ id: s.units.id })
    .from(s.units)
    .innerJoin(s.cities, eq(s.cities.id, s.units.cityId))
    .where(
      and(
        eq(s.units.hostId, DEMO_HOST.id),
        // Saudi units only: their day turns over with Riyadh's, which the plan's dates follow (a unit in
        // Dubai is already on tomorrow from 20:00 UTC, so "today's arrival" would not be today there).
        eq(s.cities.countryCode, 'SA'),
        eq(s.units.status, 'published'),
        sql`not exists (select 1 from ${s.reservations} r where r.unit_id = ${s.units.id} and r.stay && daterange(${from}::date, ${to}::date))`,
        sql`not exists (select 1 from ${s.unitBlockedDays} b where b.unit_id = ${s.units.id} and b.day between ${from}::date and ${to}::date)`,
      ),
    )
    .orderBy(asc(s.units.id))
    .limit(PLAN.length);
  if (units.length < PLAN.length) return;

  await tx
    .insert(s.users)
    .values(
      HOST_DEMO_GUESTS.map((g, i) => ({
        id: guestId(i),
        email: `guest${i + 1}.host-demo@sakan.example`,
        name: g.name,
        phone: `+9665000001${String(i).padStart(2, '0')}`,
        type: 'email' as const,
        accountReady: true,
      })),
    )
    .onConflictDoNothing();

  let n = 0;
  for (const [u, plan] of PLAN.entries()) {
    for (const [from, nights] of plan) {
      const i = n++ % HOST_DEMO_GUESTS.length;
      const guest = HOST_DEMO_GUESTS[i]!;
      const checkIn = shift(today, from);
      await writeStay(tx, {
        // Over before today: completed. (Their points come from the completion job's catch-up on the
        // first run; earning them here, stay by stay, doubled the whole seed's time.)
        status: from + nights < 0 ? 'completed' : 'confirmed',
        userId: guestId(i),
        unitId: units[u]!.id,
        checkIn,
        nights,
        guests: 1 + (n % 3),
        locale: guest.locale,
        guest: {
          name: guest.name,
          email: `guest${i + 1}.host-demo@sakan.example`,
          phone: `+9665000001${String(i).padStart(2, '0')}`,
        },
        bookedAt: new Date(Math.min(Date.now(), Date.parse(checkIn) - 20 * 86_400_000)),
      });
    }
  }
  await tx
    .update(s.reservations)
    .set({ completedAt: sql`(${s.reservations.checkOut} + time '12:00') at time zone 'Asia/Riyadh'` })
    .where(
      and(
        eq(s.reservations.status, 'completed'),
        isNull(s.reservations.completedAt),
        inArray(
          s.reservations.unitId,
          units.map((u) => u.id),
        ),
      ),
    );

  // One upcoming stay the host cancelled: the guest refunded in full, the count on the dashboard.
  const cancelled = await writeStay(tx, {
    userId: guestId(5),
    unitId: units[1]!.id,
    checkIn: shift(today, 25),
    nights: 2,
    locale: 'en',
    guest: {
      name: HOST_DEMO_GUESTS[5].name,
      email: 'guest6.host-demo@sakan.example',
      phone: '+966500000105',
    },
  });
  const [row] = await tx
    .select({ code: s.reservations.code })
    .from(s.reservations)
    .where(eq(s.reservations.id, cancelled));
  await cancelStay(tx, DEMO_HOST.id, row!.code, {
    reason: 'maintenance',
    note: 'The air conditioning is being replaced that week.',
  });
  await processPendingRefunds(tx, refundsThrough(paymentsFromEnv({})), cancelled);
}
