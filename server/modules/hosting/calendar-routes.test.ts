import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { CalendarEditResponse, HostCalendarResponse } from '../../../contract/hosting-calendar';
import { addDays, today } from '../../lib/days';
import { bearer, freshIp } from '../../test/accounts';
import { stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { editWindow } from './calendar-service';
import { account, hostedUnit } from './stays-fixtures';

/**
 * The host's calendar routes: who may call each (a table over every route and every kind of caller),
 * and how a bad read or edit is refused: a translated 4xx, never a 500, with nothing written.
 */
describe('hosting calendar routes', () => {
  const t = useTestApp({ workJobs: false });
  const tokens: Record<string, string> = {};
  let unitId = 0;

  type Method = 'GET' | 'POST';
  const call = (method: Method, url: string, token?: string, payload?: object, extra: object = {}) =>
    t.app.inject({
      method,
      url: `/api/v1/hosting${url}`,
      headers: {
        ...(token ? bearer(token) : {}),
        'accept-language': 'en',
        'idempotency-key': `k-${Math.random()}`,
        ...extra,
      },
      remoteAddress: freshIp(),
      ...(payload ? { payload } : {}),
    });
  const messages = (res: { json: () => unknown }) =>
    AnyEnvelope.parse(res.json()).meta.errors.map((e) => e.message);

  beforeAll(async () => {
    const db = t.database.db;
    const owner = await account(db, ['host']);
    tokens.owner = owner.token;
    tokens.other = (await account(db, ['host'])).token;
    tokens.guest = (await account(db)).token;
    for (const role of ['admin', 'support', 'content', 'finance'] as const) {
      tokens[role] = (await account(db, [role])).token;
    }
    unitId = await hostedUnit(db, owner.userId);
  });

  it('answers each caller what they may see', async () => {
    const night = stay(3, 1).check_in;
    const routes: [string, () => [Method, string, object?]][] = [
      ['read', () => ['GET', `/units/${unitId}/calendar?months=1`]],
      [
        'edit',
        () => [
          'POST',
          `/units/${unitId}/calendar`,
          { action: 'block', first_night: night, last_night: night },
        ],
      ],
      [
        'restore',
        () => [
          'POST',
          `/units/${unitId}/calendar/restore`,
          { nights: [{ date: night, blocked: false, price_minor: null, min_nights: null }] },
        ],
      ],
    ];
    const table: [string, string | undefined, number][] = [
      ['stranger', undefined, 401],
      ['guest', tokens.guest, 403],
      ['admin', tokens.admin, 403],
      ['support', tokens.support, 403],
      ['content', tokens.content, 403],
      ['finance', tokens.finance, 403],
      ['another host', tokens.other, 404],
      ['owner', tokens.owner, 200],
    ];
    for (const [name, route] of routes) {
      for (const [who, token, status] of table) {
        const [method, url, body] = route();
        const res = await call(method, url, token, body);
        expect([name, who, res.statusCode]).toEqual([name, who, status]);
      }
    }
    // No such unit reads like another host's.
    const missing = await call('GET', '/units/2147483647/calendar', tokens.owner);
    expect(missing.statusCode).toBe(404);
  });

  it('reads twelve whole months from this one by default, and any from/months without a 500', async () => {
    const res = await call('GET', `/units/${unitId}/calendar`, tokens.owner);
    expect(res.statusCode).toBe(200);
    const calendar = HostCalendarResponse.parse(res.json()).data.calendar;
    const window = editWindow(new Date());
    expect(calendar.today).toBe(today());
    expect(calendar.from).toBe(`${today().slice(0, 7)}-01`);
    expect(calendar.to).toBe(addDays(window.lastEditable, 1));
    expect(calendar.last_editable).toBe(window.lastEditable);
    expect(calendar.nights.at(-1)?.date).toBe(window.lastEditable);

    const past = await call('GET', `/units/${unitId}/calendar?from=1900-01&months=1`, tokens.owner);
    expect(HostCalendarResponse.parse(past.json()).data.calendar.nights).toHaveLength(31);
    expect(HostCalendarResponse.parse(past.json()).data.calendar.nights[0]?.status).toBe('past');
    const late = await call('GET', `/units/${unitId}/calendar?from=2099-01&months=11`, tokens.owner);
    expect(late.statusCode).toBe(200);
    const beyond = await call('GET', `/units/${unitId}/calendar?from=2099-12&months=12`, tokens.owner);
    expect(beyond.statusCode).toBe(422);
    expect(messages(beyond)[0]).toMatch(/December 2099/);
    for (const query of ['months=0', 'months=13', 'months=abc', 'from=2026-13', 'from=2100-01', 'x=1']) {
      const bad = await call('GET', `/units/${unitId}/calendar?${query}`, tokens.owner);
      expect([query, bad.statusCode]).toEqual([query, 422]);
    }
  });

  it('refuses an edit outside the window, too long, reversed or malformed with a translated 4xx', async () => {
    const window = editWindow(new Date());
    const edit = (first_night: string, last_night: string, lang = 'en') => {
      const body = { action: 'block', first_night, last_night };
      return call('POST', `/units/${unitId}/calendar`, tokens.owner, body, { 'accept-language': lang });
    };
    const cases: [string, string, string, RegExp][] = [
      ['past', addDays(today(), -1), today(), /before today/],
      ['beyond', today(), addDays(window.lastEditable, 1), new RegExp(window.lastEditable)],
      ['too long', today(), addDays(today(), 400), /at most 366 nights/],
      ['reversed', addDays(today(), 5), addDays(today(), 4), /on or after the first night/],
    ];
    for (const [name, first, last, message] of cases) {
      const res = await edit(first, last);
      expect([name, res.statusCode]).toEqual([name, 422]);
      expect(messages(res).join(' ')).toMatch(message);
      const ar = await edit(first, last, 'ar');
      expect(messages(ar).join(' ')).toMatch(/[\u0600-\u06FF]/);
    }
    const night = addDays(today(), 2);
    const open = { blocked: false, price_minor: null, min_nights: null };
    const bad: [string, string, object][] = [
      [
        'NUL',
        `/units/${unitId}/calendar`,
        { action: 'block', first_night: `${night}\u0000`, last_night: night },
      ],
      [
        'unknown action',
        `/units/${unitId}/calendar`,
        { action: 'paint', first_night: night, last_night: night },
      ],
      [
        'price too low',
        `/units/${unitId}/calendar`,
        { action: 'set_price', first_night: night, last_night: night, price_minor: 5 },
      ],
      ['huge id', '/units/99999999999/calendar', { action: 'block', first_night: night, last_night: night }],
      ['empty restore', `/units/${unitId}/calendar/restore`, { nights: [] }],
      [
        'twice in a restore',
        `/units/${unitId}/calendar/restore`,
        { nights: [night, night].map((date) => ({ ...open, date })) },
      ],
      [
        'past in a restore',
        `/units/${unitId}/calendar/restore`,
        { nights: [{ ...open, date: addDays(today(), -3) }] },
      ],
    ];
    for (const [name, url, body] of bad) {
      const res = await call('POST', url, tokens.owner, body);
      expect([name, res.statusCode >= 400 && res.statusCode < 500]).toEqual([name, true]);
      expect(messages(res).length).toBeGreaterThan(0);
    }
    const read = await call('GET', `/units/${unitId}/calendar?months=1`, tokens.owner);
    const nights = HostCalendarResponse.parse(read.json()).data.calendar.nights;
    expect(nights.filter((n) => n.blocked)).toEqual([]);
  });

  it('replays an edit sent twice with one Idempotency-Key, changing the nights once', async () => {
    const first = stay(20, 1).check_in;
    const body = {
      action: 'set_price',
      first_night: first,
      last_night: addDays(first, 1),
      price_minor: 7_700,
    };
    const key = { 'idempotency-key': `calendar-${Math.random()}` };
    const once = await call('POST', `/units/${unitId}/calendar`, tokens.owner, body, key);
    const again = await call('POST', `/units/${unitId}/calendar`, tokens.owner, body, key);
    expect(once.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(once.body);
    expect(CalendarEditResponse.parse(once.json()).data.changed).toBe(2);
    // A fresh key finds nothing left to change.
    const fresh = await call('POST', `/units/${unitId}/calendar`, tokens.owner, body);
    expect(CalendarEditResponse.parse(fresh.json()).data).toMatchObject({ changed: 0, undo: [] });
  });
});
