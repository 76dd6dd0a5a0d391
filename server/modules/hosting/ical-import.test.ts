import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { CalendarFeedResponse, CalendarSyncResponse } from '../../../contract/hosting-calendar-sync';
import { AvailableDaysResponse } from '../../../contract/units';
import * as s from '../../db/schema/index';
import { hostedUnit, icsOf, quickAccount, useFeedServer, type Account } from '../../test/calendar-feeds';
import { checkout, guestDetails, quickGuest, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { queueDueFeeds } from './ical-jobs';
import { dueFeeds } from './ical-repository';

/**
 * Imported calendars, end to end: a real HTTP server on 127.0.0.1 serves the other site's `.ics`
 * (the app allows private addresses, as only tests may), the app fetches and parses it, and checkout
 * then refuses the nights it names.
 */
describe('importing a calendar', () => {
  const t = useTestApp({ workJobs: false, allowPrivateFeeds: true, seed: false });
  const feeds = useFeedServer();
  let host: Account;
  let guest = { userId: '', token: '' };
  let unitId = 0;
  const sold = stay(10, 3); // the nights the other site sold
  const key = () => ({ 'idempotency-key': crypto.randomUUID() });

  beforeAll(async () => {
    host = await quickAccount(t.database.db, ['host']);
    guest = await quickGuest(t.database.db);
    unitId = await hostedUnit(t.database.db, host.userId);
  });

  const hold = (dates: { check_in: string; check_out: string }) =>
    send(t.app, 'POST', '/api/v1/checkout', guest.token, {
      unit_id: unitId,
      ...dates,
      guests: 1,
      quote_fingerprint: 'f'.repeat(32),
      guest: guestDetails,
    });

  it('blocks checkout on an imported event’s nights and frees them when the event is removed', async () => {
    feeds.answers.set('/airbnb.ics', { body: icsOf([[sold.check_in, sold.check_out]]) });
    const added = await send(
      t.app,
      'POST',
      `/api/v1/hosting/units/${unitId}/feeds`,
      host.token,
      { name: 'Airbnb', url: feeds.url('/airbnb.ics') },
      key(),
    );
    expect(added.statusCode).toBe(201);
    const { feed } = CalendarFeedResponse.parse(added.json()).data;
    expect(feed).toMatchObject({ name: 'Airbnb', last_error: null, events_imported: 1, nights_blocked: 3 });
    expect(feed.last_success_at).not.toBeNull();

    const refused = await hold({ check_in: stay(11, 1).check_in, check_out: stay(13, 1).check_in });
    expect(refused.statusCode).toBe(409);
    expect(AnyEnvelope.parse(refused.json()).meta.error_code).toBe('NIGHTS_TAKEN');
    // The guest calendar shows them taken too, and a search does not offer the unit for them.
    const month = sold.check_in.slice(0, 7);
    const days = await t.app.inject({
      url: `/api/v1/units/available-days?unit_id=${unitId}&from=${month}&to=${month}`,
    });
    const taken = AvailableDaysResponse.parse(days.json())
      .data.items.filter((d) => !d.available)
      .map((d) => d.date);
    expect(taken).toEqual(
      expect.arrayContaining([stay(10, 1).check_in, stay(11, 1).check_in, stay(12, 1).check_in]),
    );
    const [unit] = await t.database.db
      .select({ u: s.units.unavailable })
      .from(s.units)
      .where(eq(s.units.id, unitId));
    expect(unit?.u).toContain(sold.check_in);

    feeds.answers.set('/airbnb.ics', { body: icsOf([]) });
    const synced = await send(
      t.app,
      'POST',
      `/api/v1/hosting/units/${unitId}/feeds/${feed.id}/sync`,
      host.token,
      undefined,
      key(),
    );
    expect(synced.statusCode, synced.body).toBe(200);
    expect(CalendarFeedResponse.parse(synced.json()).data.feed).toMatchObject({
      events_imported: 0,
      nights_blocked: 0,
    });
    const booked = await checkout(t.app, guest.token, { unit_id: unitId, ...sold, guests: 1 });
    expect(booked.statusCode).toBe(201);
  });

  it('keeps a conflict with a stay booked here, dropping neither', async () => {
    // The stay of the test above is now booked here; the other site then sells the same nights.
    feeds.answers.set('/booking.ics', { body: icsOf([[stay(11, 1).check_in, stay(20, 1).check_in]]) });
    const added = await send(
      t.app,
      'POST',
      `/api/v1/hosting/units/${unitId}/feeds`,
      host.token,
      { name: 'Booking.com', url: feeds.url('/booking.ics') },
      key(),
    );
    const { feed } = CalendarFeedResponse.parse(added.json()).data;
    expect(feed.conflicts).toHaveLength(1);
    expect(feed.conflicts[0]).toMatchObject({
      first_night: stay(11, 1).check_in,
      last_night: stay(12, 1).check_in,
    });
    const live = await t.database.db.$count(s.reservations, eq(s.reservations.unitId, unitId));
    expect(live).toBe(1);
    expect(feed.nights_blocked).toBe(9);

    const list = await send(t.app, 'GET', `/api/v1/hosting/units/${unitId}/feeds`, host.token);
    const body = CalendarSyncResponse.parse(list.json()).data;
    expect(body.feeds.map((f) => [f.name, f.conflicts.length])).toEqual([
      ['Airbnb', 0],
      ['Booking.com', 1],
    ]);

    // The event moves away: the conflict goes with it.
    feeds.answers.set('/booking.ics', { body: icsOf([[stay(30, 1).check_in, stay(32, 1).check_in]]) });
    const synced = await send(
      t.app,
      'POST',
      `/api/v1/hosting/units/${unitId}/feeds/${feed.id}/sync`,
      host.token,
      undefined,
      key(),
    );
    expect(CalendarFeedResponse.parse(synced.json()).data.feed.conflicts).toEqual([]);
  });

  it('refuses a stay over imported nights in the database itself, whatever wrote it', async () => {
    const [night] = await t.database.db
      .select()
      .from(s.unitImportedNights)
      .where(eq(s.unitImportedNights.unitId, unitId))
      .limit(1);
    expect(night).toBeDefined();
    const insert = t.database.db.insert(s.reservations).values({
      code: 'SKN-TRIGGR',
      userId: guest.userId,
      unitId,
      checkIn: night?.day ?? '',
      checkOut: stay(40, 1).check_in,
      nights: 1,
      guests: 1,
      guestName: 'x',
      guestEmail: 'x@example.com',
      guestPhone: '+966500000001',
      lines: [] as never,
      nightsMinor: 1,
      vatRateBp: 0,
      vatMinor: 0,
      totalMinor: 1,
      quoteFingerprint: 'x',
      holdExpiresAt: new Date(Date.now() + 60_000),
    });
    await expect(insert).rejects.toMatchObject({ cause: { code: '23P01' } });
  });

  it('removes a feed and frees its nights', async () => {
    const list = CalendarSyncResponse.parse(
      (await send(t.app, 'GET', `/api/v1/hosting/units/${unitId}/feeds`, host.token)).json(),
    );
    const booking = list.data.feeds.find((f) => f.name === 'Booking.com');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/hosting/units/${unitId}/feeds/${booking?.id}`,
      headers: { authorization: `Bearer ${host.token}`, ...key() },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.$count(s.unitImportedNights, eq(s.unitImportedNights.unitId, unitId))).toBe(0);
    const [unit] = await t.database.db
      .select({ u: s.units.unavailable })
      .from(s.units)
      .where(eq(s.units.id, unitId));
    expect(unit?.u).not.toContain(stay(30, 1).check_in);
  });

  it('queues every feed not fetched in the last 14 minutes for the periodic sync', async () => {
    expect(await dueFeeds(t.database.db, 14)).toEqual([]);
    await t.database.db
      .update(s.unitCalendarFeeds)
      .set({ lastAttemptAt: new Date(Date.now() - 20 * 60_000) });
    expect(await queueDueFeeds(t.app)).toBe(1);
  });
});
