import { beforeAll, describe, expect, it } from 'vitest';
import { HostStaysResponse } from '../../../contract/hosting-stays';
import { freshIp } from '../../test/accounts';
import { send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { account, hostedUnit, riyadhDay, stayOn } from './stays-fixtures';

/**
 * Who may call the host's stays routes: every route walked with every kind of caller. Another host
 * gets 404 on host A's stay (not 403: the code's existence is not theirs to learn) and an empty list.
 */
describe('host stays routes by role', () => {
  const t = useTestApp({ workJobs: false });
  const tokens: Record<string, string> = {};
  let code = '';

  beforeAll(async () => {
    const db = t.database.db;
    const hostA = await account(db, ['host']);
    tokens.owner = hostA.token;
    tokens.otherHost = (await account(db, ['host'])).token;
    tokens.guest = (await account(db)).token;
    tokens.support = (await account(db, ['support'])).token;
    const guest = await account(db);
    const unitId = await hostedUnit(db, hostA.userId);
    code = (await stayOn(db, { userId: guest.userId, unitId, checkIn: riyadhDay(20), nights: 2 })).code;
  });

  const body = { reason: 'maintenance', note: 'The water heater failed and needs a week.' };
  const routes = () => [
    { name: 'list', method: 'GET' as const, url: '/api/v1/hosting/reservations' },
    { name: 'detail', method: 'GET' as const, url: `/api/v1/hosting/reservations/${code}` },
    { name: 'overview', method: 'GET' as const, url: '/api/v1/hosting/overview' },
    // Last: the owner's cancel changes the stay.
    { name: 'cancel', method: 'POST' as const, url: `/api/v1/hosting/reservations/${code}/cancel`, body },
  ];
  const expected: Record<string, Record<string, number>> = {
    stranger: { list: 401, detail: 401, overview: 401, cancel: 401 },
    guest: { list: 403, detail: 403, overview: 403, cancel: 403 },
    support: { list: 403, detail: 403, overview: 403, cancel: 403 },
    otherHost: { list: 200, detail: 404, overview: 200, cancel: 404 },
    owner: { list: 200, detail: 200, overview: 200, cancel: 200 },
  };

  it.each(Object.keys(expected))('a %s gets exactly its statuses on every route', async (who) => {
    for (const route of routes()) {
      const res =
        who === 'stranger'
          ? await t.app.inject({
              method: route.method,
              url: route.url,
              remoteAddress: freshIp(),
              ...(route.body ? { payload: route.body } : {}),
            })
          : await send(t.app, route.method, route.url, tokens[who]!, route.body);
      expect(res.statusCode, `${who} ${route.name}: ${res.body}`).toBe(expected[who]![route.name]);
      if (who === 'otherHost' && route.name === 'list') {
        expect(HostStaysResponse.parse(res.json()).data.items).toEqual([]);
      }
      if (who === 'owner' && route.name === 'list') {
        expect(HostStaysResponse.parse(res.json()).data.items.map((s) => s.code)).toEqual([code]);
      }
    }
  });

  it('answers bad input with a translated 4xx, never a 500', async () => {
    const bad = [
      '/api/v1/hosting/reservations?tab=everything',
      '/api/v1/hosting/reservations?unit=99999999999999',
      '/api/v1/hosting/reservations?search=%00',
      '/api/v1/hosting/reservations/not%20a%20code',
    ];
    for (const url of bad) {
      const res = await send(t.app, 'GET', url, tokens.owner!);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const short = await send(t.app, 'POST', `/api/v1/hosting/reservations/${code}/cancel`, tokens.owner!, {
      reason: 'other',
      note: 'no',
    });
    expect(short.statusCode).toBe(422);
  });
});
