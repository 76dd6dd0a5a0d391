import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationsResponse } from '../../../contract/notifications';
import { HOLD_MINUTES } from '../../../contract/reservations';
import { writeStay } from '../../db/seed/stays';
import * as s from '../../db/schema/index';
import { bearer, registerAccount, type SignedInAccount } from '../../test/accounts';
import { makeUnit } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { remindStaysStartingTomorrow, warnHoldsEndingSoon } from './reminders';

/**
 * The reminder jobs' work on a real database, run by hand at chosen instants: the hold warning and
 * the day-before reminder each go out once, only while they still make sense, on the unit's clock.
 */
describe('reminder jobs', () => {
  const t = useTestApp({ workJobs: false });
  let unit: Awaited<ReturnType<typeof makeUnit>>;
  let guest: SignedInAccount;

  beforeAll(async () => {
    unit = await makeUnit(t.database.db);
    guest = await registerAccount(t.app);
  });

  const sentFor = async (id: string, type: string) =>
    (
      await t.database.db
        .select()
        .from(s.notifications)
        .where(and(eq(s.notifications.link, `/account/reservations/${id}`), eq(s.notifications.type, type)))
    ).length;
  const stayAt = (checkIn: string, status: 'pending_payment' | 'confirmed', bookedAt?: Date) =>
    writeStay(t.database.db, {
      userId: guest.userId,
      unitId: unit.id,
      checkIn,
      nights: 1,
      status,
      ...(bookedAt ? { bookedAt } : {}),
    });
  const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

  it('warns of an unpaid hold once, a few minutes before it ends, and not after it ended', async () => {
    const booked = new Date('2031-02-01T09:00:00Z');
    const id = await stayAt('2031-03-01', 'pending_payment', booked);
    const db = t.database.db;
    // Ten minutes in, five still to go: too early.
    expect(await warnHoldsEndingSoon(db, minutes(booked, HOLD_MINUTES - 6))).toBe(0);
    const [first, again] = [
      await warnHoldsEndingSoon(db, minutes(booked, HOLD_MINUTES - 4)),
      await warnHoldsEndingSoon(db, minutes(booked, HOLD_MINUTES - 3)),
    ];
    expect(first).toBe(1);
    expect(again).toBe(0);
    // Two instances sweeping at once still send it once.
    await Promise.all([
      warnHoldsEndingSoon(db, minutes(booked, HOLD_MINUTES - 2)),
      warnHoldsEndingSoon(db, minutes(booked, HOLD_MINUTES - 2)),
    ]);
    expect(await sentFor(id, 'hold_expiring')).toBe(1);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { ...bearer(guest.token), 'accept-language': 'en' },
    });
    const item = NotificationsResponse.parse(res.json()).data.items.find((n) => n.type === 'hold_expiring');
    expect(item?.body).toMatch(/ends in 4 minutes/);
    const ar = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { ...bearer(guest.token), 'accept-language': 'ar' },
    });
    const arItem = NotificationsResponse.parse(ar.json()).data.items.find((n) => n.type === 'hold_expiring');
    expect(arItem?.body).toMatch(/خلال 4 دقائق/);

    const late = await stayAt('2031-03-05', 'pending_payment', booked);
    expect(await warnHoldsEndingSoon(db, minutes(booked, HOLD_MINUTES + 1))).toBe(0);
    expect(await sentFor(late, 'hold_expiring')).toBe(0);
  });

  it('never warns a hold that was paid', async () => {
    const booked = new Date('2031-02-02T09:00:00Z');
    const paid = await stayAt('2031-03-10', 'confirmed', booked);
    const unpaid = await stayAt('2031-03-12', 'pending_payment', booked);
    expect(await warnHoldsEndingSoon(t.database.db, minutes(booked, HOLD_MINUTES - 4))).toBe(1);
    expect(await sentFor(paid, 'hold_expiring')).toBe(0);
    expect(await sentFor(unpaid, 'hold_expiring')).toBe(1);
  });

  it('reminds a confirmed stay the day before on the unit’s clock, once, never a cancelled one', async () => {
    const db = t.database.db;
    const id = await stayAt('2031-04-10', 'confirmed');
    const other = await stayAt('2031-04-11', 'confirmed');
    await db.update(s.reservations).set({ status: 'cancelled' }).where(eq(s.reservations.id, other));
    const pending = await stayAt('2031-04-13', 'pending_payment');

    // 08:00 in Riyadh the day before: before the reminder hour.
    expect(await remindStaysStartingTomorrow(db, new Date('2031-04-09T05:00:00Z'))).toBe(0);
    // Two days before: not yet.
    expect(await remindStaysStartingTomorrow(db, new Date('2031-04-08T12:00:00Z'))).toBe(0);
    // 12:00 in Riyadh the day before.
    expect(await remindStaysStartingTomorrow(db, new Date('2031-04-09T09:00:00Z'))).toBe(1);
    expect(await remindStaysStartingTomorrow(db, new Date('2031-04-09T10:05:00Z'))).toBe(0);
    expect(await sentFor(id, 'stay_tomorrow')).toBe(1);
    // The cancelled stay starts on the 11th and the unpaid hold on the 13th: neither is reminded.
    expect(await remindStaysStartingTomorrow(db, new Date('2031-04-10T12:00:00Z'))).toBe(0);
    expect(await remindStaysStartingTomorrow(db, new Date('2031-04-12T12:00:00Z'))).toBe(0);
    expect(await sentFor(other, 'stay_tomorrow')).toBe(0);
    expect(await sentFor(pending, 'stay_tomorrow')).toBe(0);
  });

  it('counts the day and the reminder hour on the unit’s clock, not the server’s', async () => {
    const db = t.database.db;
    const id = await stayAt('2031-05-10', 'confirmed');
    // 09:30 in Riyadh: not yet.
    expect(await remindStaysStartingTomorrow(db, new Date('2031-05-09T06:30:00Z'))).toBe(0);
    // 10:30 in Riyadh, while a UTC clock still reads 07:30.
    expect(await remindStaysStartingTomorrow(db, new Date('2031-05-09T07:30:00Z'))).toBe(1);
    expect(await sentFor(id, 'stay_tomorrow')).toBe(1);
    const late = await stayAt('2031-05-20', 'confirmed');
    // 00:30 on the 20th in Riyadh, still the 19th in UTC: check-in is today there, too late.
    expect(await remindStaysStartingTomorrow(db, new Date('2031-05-19T21:30:00Z'))).toBe(0);
    expect(await sentFor(late, 'stay_tomorrow')).toBe(0);
  });
});
