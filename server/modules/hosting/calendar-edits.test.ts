import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CalculatePriceResponse } from '../../../contract/checkout';
import { AnyEnvelope } from '../../../contract/common';
import {
  CalendarEditResponse,
  HostCalendarResponse,
  type NightState,
} from '../../../contract/hosting-calendar';
import { AvailableDaysResponse } from '../../../contract/units-availability';
import * as s from '../../db/schema/index';
import { bearer, freshIp } from '../../test/accounts';
import { guestDetails, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { account, hostedUnit, stayOn } from './stays-fixtures';

/**
 * A host's edits as guests meet them: a blocked night is refused by the unit page's calendar, the
 * quote and checkout, and free again once unblocked; a block never touches a guest's stay; a night's
 * price is what the quote charges; a night's minimum stay refuses a shorter stay starting on it in
 * both languages; and restoring an edit's `undo` puts the nights back exactly as they were.
 */
describe('the host calendar edits', () => {
  const t = useTestApp({ workJobs: false });
  let host = '';
  let guest = '';
  let unitId = 0;
  const night = (offset: number) => stay(offset, 1).check_in;

  beforeAll(async () => {
    const db = t.database.db;
    const owner = await account(db, ['host']);
    host = owner.token;
    const booker = await account(db);
    guest = booker.token;
    unitId = await hostedUnit(db, owner.userId);
    await stayOn(db, { userId: booker.userId, unitId, checkIn: night(10), nights: 2, status: 'confirmed' });
    await db.insert(s.unitPriceOverrides).values({ unitId, day: night(81), priceMinor: 70_000 });
  });

  const edit = async (url: string, body: object) => {
    const res = await send(t.app, 'POST', `/api/v1/hosting/units/${unitId}${url}`, host, body, {
      'idempotency-key': `k-${Math.random()}`,
    });
    expect(res.statusCode).toBe(200);
    return CalendarEditResponse.parse(res.json()).data;
  };
  const range = (action: string, first: number, last: number, extra: object = {}) =>
    edit('/calendar', { action, first_night: night(first), last_night: night(last), ...extra });
  const hostNights = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/hosting/units/${unitId}/calendar?from=${night(0).slice(0, 7)}&months=4`,
      headers: bearer(host),
      remoteAddress: freshIp(),
    });
    return new Map(HostCalendarResponse.parse(res.json()).data.calendar.nights.map((n) => [n.date, n]));
  };
  const quote = async (first: number, nights: number, lang = 'en') => {
    const body = { unit_id: unitId, ...stay(first, nights), guests: 1 };
    const res = await send(t.app, 'POST', '/api/v1/checkout/calculate-price', guest, body, {
      'accept-language': lang,
    });
    expect(res.statusCode).toBe(200);
    return { body, quoted: CalculatePriceResponse.parse(res.json()).data };
  };
  const hold = async (first: number, nights: number, lang = 'en') => {
    const { body, quoted } = await quote(first, nights, lang);
    const order = { ...body, quote_fingerprint: quoted.quote.fingerprint, guest: guestDetails };
    const res = await send(t.app, 'POST', '/api/v1/checkout', guest, order, { 'accept-language': lang });
    return {
      status: res.statusCode,
      messages: AnyEnvelope.parse(res.json()).meta.errors.map((e) => e.message),
    };
  };
  const guestCalendar = async () => {
    const month = night(0).slice(0, 7);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/units/available-days?unit_id=${unitId}&from=${month}&to=${month}`,
      remoteAddress: freshIp(),
    });
    return new Map(AvailableDaysResponse.parse(res.json()).data.items.map((d) => [d.date, d.available]));
  };

  it('blocks nights for guests (calendar, quote, checkout) and unblocking frees them', async () => {
    const blocked = await range('block', 3, 5);
    expect(blocked).toMatchObject({
      message: 'Nights blocked.',
      changed: 3,
      skipped: [],
      undo: [3, 4, 5].map((o) => ({ date: night(o), blocked: false, price_minor: null, min_nights: null })),
    });
    const calendar = await guestCalendar();
    expect([3, 4, 5, 6].map((o) => calendar.get(night(o)))).toEqual([false, false, false, true]);
    expect((await quote(4, 2)).quoted.available).toBe(false);
    expect((await hold(4, 2)).status).toBe(422);
    expect((await hostNights()).get(night(4))).toMatchObject({ status: 'blocked', blocked: true });
    // The dated search reads the same nights from units.unavailable, kept by the blocked days' triggers.
    const search = await t.database.db.execute<{ taken: boolean }>(
      sql`select unavailable @> ${night(4)}::date as taken from units where id = ${unitId}`,
    );
    expect(search.rows[0]?.taken).toBe(true);

    expect(await range('unblock', 3, 5)).toMatchObject({ changed: 3, skipped: [] });
    expect((await guestCalendar()).get(night(4))).toBe(true);
    expect((await quote(4, 2)).quoted.available).toBe(true);
  });

  it('leaves a guest’s stay alone: its nights are skipped, the nights around it blocked', async () => {
    const result = await range('block', 9, 12);
    expect(result.skipped).toEqual([night(10), night(11)]);
    expect(result.undo.map((n) => n.date)).toEqual([night(9), night(12)]);
    const nights = await hostNights();
    const seen = [9, 10, 11, 12].map((o) => nights.get(night(o)));
    expect(seen.map((n) => `${n?.status} ${n?.blocked}`)).toEqual([
      'blocked true',
      'booked false',
      'booked false',
      'blocked true',
    ]);
  });

  it('places a block and a hold on the same nights one after the other: never both', async () => {
    for (const offset of [20, 24, 28]) {
      const [blocked, held] = await Promise.all([range('block', offset, offset + 1), hold(offset, 2)]);
      const nights = await hostNights();
      const statuses = [offset, offset + 1].map((o) => nights.get(night(o))?.status);
      if (held.status === 201) {
        expect(blocked).toMatchObject({ changed: 0, skipped: [night(offset), night(offset + 1)] });
        expect(statuses).toEqual(['held', 'held']);
      } else {
        // Refused at the quote (422, blocked) or, when the block landed while the hold waited, at the
        // insert (409, taken).
        expect([held.status === 409 || held.status === 422, blocked.changed]).toEqual([true, 2]);
        expect(statuses).toEqual(['blocked', 'blocked']);
      }
    }
  });

  it('charges a night’s own price in the quote', async () => {
    const before = await quote(60, 3);
    const result = await range('set_price', 60, 61, { price_minor: 99_900 });
    expect(result.changed).toBe(2);
    const after = await quote(60, 3);
    expect(after.quoted.quote.nights.map((n) => [n.amount.amount_minor, n.rule])).toEqual([
      [99_900, 'override'],
      [99_900, 'override'],
      [before.quoted.quote.nights[2]?.amount.amount_minor, before.quoted.quote.nights[2]?.rule],
    ]);
  });

  it('refuses a stay shorter than the night’s own minimum, from that night only, in both languages', async () => {
    await range('set_min_nights', 70, 70, { min_nights: 5 });
    const en = await quote(70, 2);
    expect(en.quoted.reasons.map((r) => r.message)).toEqual([
      'This place takes stays of at least 5 nights from this date.',
    ]);
    expect(await hold(70, 2)).toEqual({
      status: 422,
      messages: ['This place takes stays of at least 5 nights from this date.'],
    });
    const ar = await hold(70, 2, 'ar');
    expect(ar.status).toBe(422);
    expect(ar.messages[0]).toMatch(/5 ليالٍ على الأقل ابتداءً من هذا التاريخ/);
    expect((await quote(71, 2)).quoted.available).toBe(true);
    expect((await quote(70, 5)).quoted.available).toBe(true);
    expect((await hostNights()).get(night(70))).toMatchObject({ min_nights: 5, effective_min_nights: 5 });
  });

  it('puts the nights back exactly as they were by restoring an edit’s undo, and redoes it the same way', async () => {
    const state = async (): Promise<NightState[]> => {
      const nights = await hostNights();
      return [80, 81, 82].map((o) => {
        const n = nights.get(night(o));
        const own = n?.rule === 'override' ? n.price_minor : null;
        return {
          date: night(o),
          blocked: n?.blocked ?? false,
          price_minor: own,
          min_nights: n?.min_nights ?? null,
        };
      });
    };
    await range('block', 82, 82);
    const earlier = await state();
    const edited = await range('set_price', 80, 82, { price_minor: 55_500 });
    expect(edited.undo).toEqual(earlier);
    const undone = await edit('/calendar/restore', { nights: edited.undo });
    expect(await state()).toEqual(earlier);
    expect(undone.changed).toBe(3);
    await edit('/calendar/restore', { nights: undone.undo });
    expect((await state()).map((n) => n.price_minor)).toEqual([55_500, 55_500, 55_500]);
  });
});
