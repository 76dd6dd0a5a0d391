import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HostCalendarResponse, type HostNight } from '../../../contract/hosting-calendar';
import * as s from '../../db/schema/index';
import { isoWeekday } from '../checkout/pricing-rules';
import { bearer, freshIp } from '../../test/accounts';
import { STAY_BASE, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { account, hostedUnit, stayOn } from './stays-fixtures';

/**
 * What the host's calendar shows of each night: why it is not free (a booked stay with its code and
 * the guest's first name, a hold, an imported event with its calendar's name and a conflict when it
 * lies over a stay, the host's block, preparation time), its price by the rule that set it, and the
 * minimum stay that applies to a stay starting on it.
 */
describe('the host calendar read', () => {
  const t = useTestApp({ workJobs: false });
  let token = '';
  let unitId = 0;
  let booked = '';
  let held = '';
  const night = (offset: number) => stay(offset, 1).check_in;

  beforeAll(async () => {
    const db = t.database.db;
    const host = await account(db, ['host']);
    token = host.token;
    unitId = await hostedUnit(db, host.userId);
    const booker = await account(db);
    const guest = { name: '  Layla  Haddad', email: 'layla@example.com', phone: '+966500000001' };
    await db.insert(s.unitPricing).values({ unitId, weekendPriceMinor: 60_000, prepNights: 1 });
    await db.insert(s.unitSeasons).values({
      unitId,
      name: 'Eid',
      firstNight: night(40),
      lastNight: night(46),
      percent: 20,
      minNights: 3,
    });
    await db.insert(s.unitPriceOverrides).values({ unitId, day: night(43), priceMinor: 99_000 });
    await db.insert(s.unitBlockedDays).values({ unitId, day: night(30) });
    await db.insert(s.unitCheckInMinimums).values({ unitId, day: night(44), minNights: 5 });
    booked = (
      await stayOn(db, {
        userId: booker.userId,
        unitId,
        checkIn: night(10),
        nights: 2,
        status: 'confirmed',
        guest,
      })
    ).code;
    held = (
      await stayOn(db, {
        userId: booker.userId,
        unitId,
        checkIn: night(20),
        nights: 1,
        status: 'pending_payment',
        guest,
      })
    ).code;
    // A hold that ran out takes nothing, even before the expiry job ends it.
    const lapsed = await stayOn(db, {
      userId: booker.userId,
      unitId,
      checkIn: night(25),
      nights: 1,
      status: 'pending_payment',
    });
    await db.execute(
      sql`update reservations set hold_expires_at = now() - interval '1 minute' where id = ${lapsed.id}::uuid`,
    );
    const [feed] = await db
      .insert(s.unitCalendarFeeds)
      .values({ unitId, name: 'Airbnb', url: 'https://example.com/a.ics' })
      .returning({ id: s.unitCalendarFeeds.id });
    const feedId = feed?.id ?? 0;
    await db.insert(s.unitImportedNights).values([
      { feedId, unitId, day: night(11) },
      { feedId, unitId, day: night(33) },
    ]);
  });

  const read = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/hosting/units/${unitId}/calendar?from=${STAY_BASE.slice(0, 7)}&months=2`,
      headers: bearer(token),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const calendar = HostCalendarResponse.parse(res.json()).data.calendar;
    return new Map(calendar.nights.map((n) => [n.date, n]));
  };
  const pick = (n: HostNight | undefined) =>
    n && { status: n.status, stay: n.stay, sources: n.sources, conflict: n.conflict, blocked: n.blocked };

  it('tells why each night is not free, the most binding reason first', async () => {
    const nights = await read();
    expect(nights.size).toBeGreaterThanOrEqual(59);
    const guestStay = { code: booked, first_name: 'Layla' };
    expect(pick(nights.get(night(10)))).toEqual({
      status: 'booked',
      stay: guestStay,
      sources: [],
      conflict: false,
      blocked: false,
    });
    // An imported event over the booked stay: both kept, the night flagged for the host.
    expect(pick(nights.get(night(11)))).toMatchObject({
      status: 'booked',
      sources: ['Airbnb'],
      conflict: true,
    });
    expect(pick(nights.get(night(20)))).toMatchObject({
      status: 'held',
      stay: { code: held, first_name: 'Layla' },
    });
    expect(pick(nights.get(night(33)))).toEqual({
      status: 'imported',
      stay: null,
      sources: ['Airbnb'],
      conflict: false,
      blocked: false,
    });
    expect(pick(nights.get(night(30)))).toMatchObject({ status: 'blocked', blocked: true });
    // One preparation night on each side of each live stay; the lapsed hold keeps none.
    for (const offset of [9, 12, 19, 21]) expect(nights.get(night(offset))?.status).toBe('prep');
    for (const offset of [24, 25, 26, 35]) expect(nights.get(night(offset))?.status).toBe('free');
  });

  it('prices each night by the rule that set it, and gives the minimum stay that applies from it', async () => {
    const nights = await read();
    // The test city is in Saudi Arabia: Thursday and Friday nights are weekend nights.
    const plain = [...nights.values()].filter((n) => n.season === null && n.rule !== 'override');
    for (const n of plain) {
      const weekend = [4, 5].includes(isoWeekday(n.date));
      expect([n.date, n.price_minor, n.rule]).toEqual([
        n.date,
        weekend ? 60_000 : 45_000,
        weekend ? 'weekend' : 'base',
      ]);
    }
    const eid = [40, 41, 42, 44, 45, 46].map((o) => nights.get(night(o)));
    for (const n of eid) {
      const weekend = [4, 5].includes(isoWeekday(n?.date ?? ''));
      expect([n?.rule, n?.season, n?.price_minor]).toEqual(['season', 'Eid', weekend ? 72_000 : 54_000]);
    }
    expect(nights.get(night(43))).toMatchObject({ rule: 'override', season: 'Eid', price_minor: 99_000 });
    expect(nights.get(night(39))).toMatchObject({ min_nights: null, effective_min_nights: 1 });
    expect(nights.get(night(40))).toMatchObject({ min_nights: null, effective_min_nights: 3 });
    expect(nights.get(night(44))).toMatchObject({ min_nights: 5, effective_min_nights: 5 });
  });
});
