import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { AvailableDaysResponse } from '../../../contract/units';
import { BOOKING_WINDOW_DAYS } from '../../../contract/units-nights';
import * as s from '../../db/schema/index';
import { translate } from '../../i18n/translate';
import { addDays, today } from '../../lib/days';
import { guestDetails, makeUnit, quickGuest, send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * Stays start at most BOOKING_WINDOW_DAYS (two years) ahead. Beyond it, every request that prices or
 * holds a stay answers a translated 422 on `check_in`, and the calendar offers no night.
 */
describe('the booking window', () => {
  const t = useTestApp({ workJobs: false });
  let guest = { userId: '', token: '' };
  let unitId = 0;
  const last = addDays(today(), BOOKING_WINDOW_DAYS);
  const stayFrom = (checkIn: string) => ({ check_in: checkIn, check_out: addDays(checkIn, 2) });

  beforeAll(async () => {
    guest = await quickGuest(t.database.db);
    unitId = (await makeUnit(t.database.db)).id;
  });

  function expectRefused(res: { statusCode: number; json(): unknown }, locale: 'en' | 'ar') {
    expect(res.statusCode).toBe(422);
    const body = AnyEnvelope.parse(res.json());
    expect(body.meta.error_code).toBe('VALIDATION_FAILED');
    expect(body.meta.errors).toEqual([
      { field: 'check_in', message: translate(locale, 'units.beyond_booking_window') },
    ]);
  }

  it.each(['en', 'ar'] as const)('refuses to quote or hold a check-in a day beyond it (%s)', async (lang) => {
    const body = { unit_id: unitId, ...stayFrom(addDays(last, 1)), guests: 1 };
    const headers = { 'accept-language': lang };
    expectRefused(
      await send(t.app, 'POST', '/api/v1/checkout/calculate-price', guest.token, body, headers),
      lang,
    );
    const held = await send(
      t.app,
      'POST',
      '/api/v1/checkout',
      guest.token,
      { ...body, quote_fingerprint: 'a'.repeat(32), guest: guestDetails },
      headers,
    );
    expectRefused(held, lang);
    expect(await t.database.db.$count(s.reservations, eq(s.reservations.unitId, unitId))).toBe(0);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/units/check-availability',
      payload: body,
      headers,
    });
    expectRefused(preview, lang);
  });

  it('quotes a check-in on its last day', async () => {
    const body = { unit_id: unitId, ...stayFrom(last), guests: 1 };
    const res = await send(t.app, 'POST', '/api/v1/checkout/calculate-price', guest.token, body);
    expect(res.statusCode).toBe(200);
  });

  it('shows no night beyond it in the calendar', async () => {
    // Its last month and the next, so there are nights on both sides even when it ends a month.
    const from = last.slice(0, 7);
    const to = addDays(last, 1).slice(0, 7);
    const res = await t.app.inject({
      url: `/api/v1/units/available-days?unit_id=${unitId}&from=${from}&to=${to}`,
    });
    const items = AvailableDaysResponse.parse(res.json()).data.items;
    expect(items.find((d) => d.date === last)?.available).toBe(true);
    const beyond = items.filter((d) => d.date > last);
    expect(beyond.length).toBeGreaterThan(0);
    expect(beyond.every((d) => !d.available)).toBe(true);
  });
});
