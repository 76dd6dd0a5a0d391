import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { HostPricingResponse, PresetsResponse } from '../../../contract/hosting-pricing';
import type { Role } from '../../../contract/roles';
import * as s from '../../db/schema/index';
import { bearer, freshIp } from '../../test/accounts';
import { makeUnit, quickGuest, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * The host's pricing routes: who may call each (a table over every route and every kind of caller),
 * what a write stores, and how a bad season is refused.
 */
describe('hosting pricing routes', () => {
  const t = useTestApp();
  const tokens: Record<string, string> = {};
  let unitId = 0;
  let seasonId = 0;

  const account = async (roles: Role[]) => {
    const { userId, token } = await quickGuest(t.database.db);
    await t.database.db.update(s.users).set({ roles }).where(eq(s.users.id, userId));
    return { userId, token };
  };
  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const call = (method: Method, url: string, token?: string, payload?: object, lang = 'en') => {
    const headers = { 'accept-language': lang, 'idempotency-key': `k-${Math.random()}` };
    return t.app.inject({
      method,
      url: `/api/v1/hosting${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      remoteAddress: freshIp(),
      ...(payload ? { payload } : {}),
    });
  };

  const settings = {
    weekend_price_minor: 60_000,
    weekly_percent: 10,
    monthly_percent: 25,
    early_bird_percent: 5,
    early_bird_days: 60,
    last_minute_percent: 15,
    last_minute_days: 3,
    max_nights: 30,
    advance_notice_days: 1,
    prep_nights: 1,
  };
  const season = (offset: number, nights: number, extra: object = {}) => ({
    name: 'Summer',
    first_night: stay(offset, 1).check_in,
    last_night: stay(offset + nights - 1, 1).check_in,
    price_minor: null,
    percent: 20,
    min_nights: 3,
    max_nights: null,
    ...extra,
  });

  beforeAll(async () => {
    const owner = await account(['host']);
    const other = await account(['host']);
    tokens.owner = owner.token;
    tokens.other = other.token;
    tokens.guest = (await account([])).token;
    tokens.support = (await account(['support'])).token;
    const unit = await makeUnit(t.database.db);
    unitId = unit.id;
    await t.database.db.update(s.units).set({ hostId: owner.userId }).where(eq(s.units.id, unitId));
    const [row] = await t.database.db
      .insert(s.unitSeasons)
      .values({
        unitId,
        name: 'Existing',
        firstNight: stay(100, 1).check_in,
        lastNight: stay(104, 1).check_in,
        percent: 10,
      })
      .returning({ id: s.unitSeasons.id });
    seasonId = row?.id ?? 0;
  });

  it('answers each caller what they may see', async () => {
    const routes: [string, () => [Parameters<typeof call>[0], string, object?]][] = [
      ['read', () => ['GET', `/units/${unitId}/pricing`]],
      ['settings', () => ['PUT', `/units/${unitId}/pricing`, settings]],
      [
        'add season',
        () => ['POST', `/units/${unitId}/pricing/seasons`, season(200, 3, { name: `S${Math.random()}` })],
      ],
      ['replace season', () => ['PUT', `/units/${unitId}/pricing/seasons/${seasonId}`, season(100, 5)]],
      ['presets', () => ['GET', `/units/${unitId}/pricing/presets?year=2026`]],
      ['remove season', () => ['DELETE', `/units/${unitId}/pricing/seasons/${seasonId}`]],
    ];
    const table: [string, string | undefined, number][] = [
      ['stranger', undefined, 401],
      ['guest', tokens.guest, 403],
      ['support', tokens.support, 403],
      ['another host', tokens.other, 404],
    ];
    for (const [name, route] of routes) {
      for (const [who, token, status] of table) {
        const [method, url, body] = route();
        const res = await call(method, url, token, body);
        expect([name, who, res.statusCode]).toEqual([name, who, status]);
      }
      const [method, url, body] = route();
      const res = await call(method, url, tokens.owner, body);
      expect([name, 'owner', res.statusCode]).toEqual([name, 'owner', method === 'POST' ? 201 : 200]);
    }
  });

  it('stores the settings and seasons and answers the whole pricing with the rule order', async () => {
    await call('PUT', `/units/${unitId}/pricing`, tokens.owner, settings);
    const created = await call('POST', `/units/${unitId}/pricing/seasons`, tokens.owner, season(40, 7));
    expect(created.statusCode).toBe(201);
    const pricing = HostPricingResponse.parse(created.json()).data.pricing;
    expect(pricing.settings).toEqual(settings);
    // The test city is in Saudi Arabia: Thursday and Friday nights.
    expect(pricing.weekend_nights).toEqual([4, 5]);
    expect(pricing.rule_order).toEqual([
      'base',
      'weekend',
      'season',
      'override',
      'weekly',
      'monthly',
      'early_bird',
      'last_minute',
    ]);
    expect(pricing.seasons.map((x) => [x.first_night, x.last_night, x.percent, x.min_nights])).toContainEqual(
      [stay(40, 1).check_in, stay(46, 1).check_in, 20, 3],
    );
  });

  it('refuses overlapping seasons and bad ones with translated 422s, writing nothing', async () => {
    for (const lang of ['en', 'ar']) {
      const overlap = await call(
        'POST',
        `/units/${unitId}/pricing/seasons`,
        tokens.owner,
        season(43, 10),
        lang,
      );
      expect(overlap.statusCode).toBe(422);
      const message = AnyEnvelope.parse(overlap.json()).meta.errors[0]?.message ?? '';
      expect(message).toMatch(lang === 'ar' ? /[\u0600-\u06FF]/ : /overlaps/);
    }
    const both = await call(
      'POST',
      `/units/${unitId}/pricing/seasons`,
      tokens.owner,
      season(300, 2, { price_minor: 50_000 }),
    );
    expect(both.statusCode).toBe(422);
    const backwards = await call('POST', `/units/${unitId}/pricing/seasons`, tokens.owner, {
      ...season(310, 2),
      last_night: stay(305, 1).check_in,
    });
    expect(backwards.statusCode).toBe(422);
    const nul = await call(
      'POST',
      `/units/${unitId}/pricing/seasons`,
      tokens.owner,
      season(320, 2, { name: 'a\u0000b' }),
    );
    expect(nul.statusCode).toBe(422);
    const clash = await call('PUT', `/units/${unitId}/pricing`, tokens.owner, {
      ...settings,
      last_minute_days: 90,
    });
    expect(clash.statusCode).toBe(422);
    const huge = await call('GET', `/units/99999999999/pricing`, tokens.owner);
    expect(huge.statusCode).toBe(422);
    const rows = await t.database.db.select().from(s.unitSeasons).where(eq(s.unitSeasons.unitId, unitId));
    expect(rows.filter((r) => r.firstNight >= stay(300, 1).check_in)).toEqual([]);
  });

  it('gives the Ramadan and Eid presets in the caller’s language', async () => {
    const res = await call(
      'GET',
      `/units/${unitId}/pricing/presets?year=2026`,
      tokens.owner,
      undefined,
      'ar',
    );
    const { items } = PresetsResponse.parse(res.json()).data;
    expect(items[0]).toEqual({
      key: 'ramadan',
      name: 'رمضان',
      hijri_year: 1447,
      first_night: '2026-02-18',
      last_night: '2026-03-19',
    });
    const bad = await call('GET', `/units/${unitId}/pricing/presets?year=1900`, tokens.owner);
    expect(bad.statusCode).toBe(422);
  });
});
