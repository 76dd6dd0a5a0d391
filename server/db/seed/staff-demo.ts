import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password';
import type { Database } from '../client';
import {
  credentials,
  unitCalendarFeeds,
  unitFeedConflicts,
  unitImportedNights,
  users,
} from '../schema/index';
import { DEMO_HOST } from './review-replies';

/**
 * The demo admin: signs in like anyone and opens the operator's console (/en/admin). The README names
 * the email and password; a real site makes its staff with the staff command instead.
 */
export const DEMO_ADMIN = {
  id: '5a4a0000-0000-4000-8000-0000000ad417',
  email: 'admin@sakan.example',
  password: 'Sakan-admin-2026',
  name: 'Sara Al-Qahtani',
  phone: '+966500000032',
} as const;

/** The demo's second imported calendar, the one that sold a night already booked here. */
export const DEMO_CONFLICT_FEED = 'Booking.com (demo)';

/**
 * The demo admin, and one night sold twice so the console's conflicts list and the host's calendar
 * show one: the demo host's soonest confirmed stay (from the host-stays seed) gets a second imported
 * calendar whose event covers that stay's first night, as a sync would store it (the stay kept, the
 * conflict recorded).
 */
export async function writeStaffDemo(tx: Database, today: Date): Promise<void> {
  const inserted = await tx
    .insert(users)
    .values({
      id: DEMO_ADMIN.id,
      email: DEMO_ADMIN.email,
      name: DEMO_ADMIN.name,
      phone: DEMO_ADMIN.phone,
      type: 'email',
      accountReady: true,
      emailVerified: true,
      roles: ['admin'],
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length > 0) {
    await tx
      .insert(credentials)
      .values({ userId: DEMO_ADMIN.id, passwordHash: await hashPassword(DEMO_ADMIN.password) });
  }
  const stay = await tx.execute<{ id: string; unit_id: number; check_in: string }>(sql`
    select r.id, r.unit_id, to_char(r.check_in, 'YYYY-MM-DD') as check_in
    from reservations r join units u on u.id = r.unit_id
    where u.host_id = ${DEMO_HOST.id} and r.status = 'confirmed' and r.check_in > ${today.toISOString().slice(0, 10)}::date
    order by r.check_in, r.code limit 1`);
  const booked = stay.rows[0];
  if (!booked) return;
  const [feed] = await tx
    .insert(unitCalendarFeeds)
    .values({
      unitId: booked.unit_id,
      name: DEMO_CONFLICT_FEED,
      url: 'https://sakan.example/demo/booking-com.ics',
      lastAttemptAt: today,
      lastSuccessAt: today,
      eventsImported: 1,
    })
    .returning({ id: unitCalendarFeeds.id });
  if (!feed) return;
  await tx
    .insert(unitImportedNights)
    .values({ feedId: feed.id, unitId: booked.unit_id, day: booked.check_in });
  await tx.insert(unitFeedConflicts).values({
    feedId: feed.id,
    reservationId: booked.id,
    firstNight: booked.check_in,
    lastNight: booked.check_in,
  });
}
