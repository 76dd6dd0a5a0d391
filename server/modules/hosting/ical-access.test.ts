import { beforeAll, describe, expect, it } from 'vitest';
import { CalendarFeedResponse } from '../../../contract/hosting-calendar-sync';
import { hostedUnit, icsOf, quickAccount, useFeedServer, type Account } from '../../test/calendar-feeds';
import { useTestApp } from '../../test/test-app';
import { privateFeedsAllowed } from './ical-service';

/**
 * Who may use calendar sync, and the address check that keeps a feed URL from reaching our own
 * network. This app is built as production builds it: the check on (no allowPrivateFeeds).
 */
describe('calendar sync access', () => {
  const t = useTestApp({ workJobs: false, seed: false });
  const feeds = useFeedServer();
  const who: Record<string, Account | null> = { stranger: null };
  let unitId = 0;
  let feedId = 0;

  beforeAll(async () => {
    const db = t.database.db;
    who.owner = await quickAccount(db, ['host']);
    who.guest = await quickAccount(db, []);
    who.support = await quickAccount(db, ['support']);
    who.otherHost = await quickAccount(db, ['host']);
    unitId = await hostedUnit(db, who.owner.userId);
    feeds.answers.set('/feed.ics', { body: icsOf([]) });
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, as: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: {
        'idempotency-key': crypto.randomUUID(),
        ...(who[as] ? { authorization: `Bearer ${who[as]?.token}` } : {}),
      },
      ...(payload ? { payload } : {}),
    });

  it('refuses a feed on 127.0.0.1 with the check on, and keeps the refusal as the feed’s health', async () => {
    const res = await call('POST', `/api/v1/hosting/units/${unitId}/feeds`, 'owner', {
      name: 'Local',
      url: feeds.url('/feed.ics'),
    });
    expect(res.statusCode).toBe(201);
    const { feed } = CalendarFeedResponse.parse(res.json()).data;
    expect(feed).toMatchObject({ last_error: 'private_address', last_success_at: null, events_imported: 0 });
    feedId = feed.id;
  });

  it('never allows private feeds in production, whatever the option says', () => {
    expect(privateFeedsAllowed(true, 'production')).toBe(false);
    expect(privateFeedsAllowed(undefined, 'test')).toBe(false);
    expect(privateFeedsAllowed(true, 'test')).toBe(true);
  });

  const routes = (): [string, 'GET' | 'POST' | 'DELETE', string, object?][] => [
    ['list', 'GET', `/api/v1/hosting/units/${unitId}/feeds`],
    ['sync', 'POST', `/api/v1/hosting/units/${unitId}/feeds/${feedId}/sync`],
    ['rotate', 'POST', `/api/v1/hosting/units/${unitId}/feed/rotate`],
    [
      'add',
      'POST',
      `/api/v1/hosting/units/${unitId}/feeds`,
      { name: 'Another', url: 'https://feeds.invalid/a.ics' },
    ],
    ['remove', 'DELETE', `/api/v1/hosting/units/${unitId}/feeds/${feedId}`],
  ];
  const expected: Record<string, number[]> = {
    // list, sync, rotate, add, remove
    stranger: [401, 401, 401, 401, 401],
    guest: [403, 403, 403, 403, 403],
    support: [403, 403, 403, 403, 403],
    otherHost: [404, 404, 404, 404, 404],
    owner: [200, 200, 200, 201, 200],
  };

  it.each(Object.keys(expected))('answers %s as the table says on every route', async (as) => {
    const codes: number[] = [];
    for (const [, method, url, payload] of routes()) {
      // The owner's "remove" goes last, so the rows the others poke at still exist for them.
      codes.push((await call(method, url, as, payload)).statusCode);
    }
    expect(codes).toEqual(expected[as]);
  });

  it('answers 404 to a feed id of another unit, even the caller’s own', async () => {
    const second = await hostedUnit(t.database.db, who.owner?.userId ?? '');
    const res = await call('POST', `/api/v1/hosting/units/${second}/feeds/${feedId}/sync`, 'owner');
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['a missing name', { name: '', url: 'https://feeds.invalid/a.ics' }],
    ['a NUL in the name', { name: 'A\u0000B', url: 'https://feeds.invalid/a.ics' }],
    ['another protocol', { name: 'A', url: 'file:///etc/passwd' }],
    ['no URL at all', { name: 'A', url: 'not a url' }],
  ])('refuses %s with a translated 422', async (_, payload) => {
    const res = await call('POST', `/api/v1/hosting/units/${unitId}/feeds`, 'owner', payload);
    expect(res.statusCode).toBe(422);
  });

  it('refuses a huge unit id with a 4xx, never a 500', async () => {
    const res = await call('GET', '/api/v1/hosting/units/99999999999999/feeds', 'owner');
    expect(res.statusCode).toBe(422);
  });
});
