import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { CalendarSyncResponse, FeedUrlResponse } from '../../../contract/hosting-calendar-sync';
import * as s from '../../db/schema/index';
import { hostedUnit, icsOf, quickAccount, useFeedServer, type Account } from '../../test/calendar-feeds';
import { checkout, quickGuest, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/** The export feed: exactly the nights not free here, merged, without names, behind a rotatable secret. */
describe('the export feed', () => {
  const t = useTestApp({ workJobs: false, allowPrivateFeeds: true, seed: false });
  const feeds = useFeedServer();
  let host: Account;
  let unitId = 0;
  let otherUnitId = 0;
  const key = () => ({ 'idempotency-key': crypto.randomUUID() });

  const pathOf = (url: string) => new URL(url).pathname;
  async function exportPath(unit: number): Promise<string> {
    const res = await send(t.app, 'GET', `/api/v1/hosting/units/${unit}/feeds`, host.token);
    return pathOf(CalendarSyncResponse.parse(res.json()).data.export_url);
  }
  /** Each VEVENT as [start, end, summary, uid]. */
  function eventsOf(body: string): string[][] {
    const root = new ICAL.Component(ICAL.parse(body) as unknown[]);
    return root.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      return [e.startDate.toString(), e.endDate.toString(), e.summary, e.uid];
    });
  }

  beforeAll(async () => {
    host = await quickAccount(t.database.db, ['host']);
    unitId = await hostedUnit(t.database.db, host.userId);
    otherUnitId = await hostedUnit(t.database.db, host.userId);
    const guest = await quickGuest(t.database.db);
    // Booked here: nights 10-12 (a hold counts too). Blocked by the host: 13, 14 (next to the stay)
    // and 20. Imported from elsewhere: 30-31, which must not be echoed back.
    expect(
      (await checkout(t.app, guest.token, { unit_id: unitId, ...stay(10, 3), guests: 1 })).statusCode,
    ).toBe(201);
    await t.database.db
      .insert(s.unitBlockedDays)
      .values([13, 14, 20].map((n) => ({ unitId, day: stay(n, 1).check_in })));
    feeds.answers.set('/elsewhere.ics', { body: icsOf([[stay(30, 1).check_in, stay(32, 1).check_in]]) });
    const added = await send(
      t.app,
      'POST',
      `/api/v1/hosting/units/${unitId}/feeds`,
      host.token,
      { name: 'Elsewhere', url: feeds.url('/elsewhere.ics') },
      key(),
    );
    expect(added.statusCode).toBe(201);
  });

  it('lists exactly the nights not free here, merged, named only Booked or Not available', async () => {
    const res = await t.app.inject({ url: await exportPath(unitId) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(eventsOf(res.body).map((e) => e.slice(0, 3))).toEqual([
      [stay(10, 1).check_in, stay(13, 1).check_in, 'Booked'],
      [stay(13, 1).check_in, stay(15, 1).check_in, 'Not available'],
      [stay(20, 1).check_in, stay(21, 1).check_in, 'Not available'],
    ]);
    expect(res.body).not.toContain('Race Guest');
    expect(res.body).not.toContain('Layla');
  });

  it('answers 304 to a poll with the same ETag, and keeps its UIDs between polls', async () => {
    const path = await exportPath(unitId);
    const first = await t.app.inject({ url: path });
    const again = await t.app.inject({ url: path, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const third = await t.app.inject({ url: path });
    expect(eventsOf(third.body).map((e) => e[3])).toEqual(eventsOf(first.body).map((e) => e[3]));
  });

  it('gives each unit its own feed: one token never shows another unit’s nights', async () => {
    const mine = await exportPath(unitId);
    const other = await exportPath(otherUnitId);
    expect(other).not.toBe(mine);
    expect(eventsOf((await t.app.inject({ url: other })).body)).toEqual([]);
  });

  it('answers 404 to an unknown token and, after a rotation, to the old one', async () => {
    expect((await t.app.inject({ url: `/api/v1/hosting/feeds/${'A'.repeat(32)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/hosting/feeds/nonsense' })).statusCode).toBe(404);
    const old = await exportPath(unitId);
    const rotated = await send(
      t.app,
      'POST',
      `/api/v1/hosting/units/${unitId}/feed/rotate`,
      host.token,
      undefined,
      key(),
    );
    expect(rotated.statusCode).toBe(200);
    const fresh = pathOf(FeedUrlResponse.parse(rotated.json()).data.export_url);
    expect(fresh).not.toBe(old);
    expect((await t.app.inject({ url: old })).statusCode).toBe(404);
    expect((await t.app.inject({ url: fresh })).statusCode).toBe(200);
    expect(await exportPath(unitId)).toBe(fresh);
  });

  it('limits how often one feed is fetched', async () => {
    const path = await exportPath(otherUnitId);
    const codes: number[] = [];
    for (let i = 0; i < 32; i += 1) codes.push((await t.app.inject({ url: path })).statusCode);
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(30);
    expect(codes.at(-1)).toBe(429);
  });
});
