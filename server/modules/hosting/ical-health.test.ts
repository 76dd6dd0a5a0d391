import { beforeAll, describe, expect, it } from 'vitest';
import { CalendarFeedResponse } from '../../../contract/hosting-calendar-sync';
import { hostedUnit, icsOf, quickAccount, useFeedServer, type Account } from '../../test/calendar-feeds';
import { send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * A feed that fails says why in its health, as a code the pages translate, and keeps the nights of
 * its last good fetch: a site that is down for an hour must not free nights it sold.
 */
describe('a feed’s health', () => {
  const t = useTestApp({ workJobs: false, allowPrivateFeeds: true, seed: false });
  const feeds = useFeedServer();
  let host: Account;
  let unitId = 0;
  const key = () => ({ 'idempotency-key': crypto.randomUUID() });

  beforeAll(async () => {
    host = await quickAccount(t.database.db, ['host']);
    unitId = await hostedUnit(t.database.db, host.userId);
  });

  it.each([
    [
      'not_calendar',
      { body: '<!doctype html><title>Sign in</title>', headers: { 'content-type': 'text/html' } },
    ],
    ['too_large', { body: Buffer.alloc(2 * 1024 * 1024 + 1, 'A') }],
    ['unreachable', { status: 500, body: 'oops' }],
  ] as const)('shows %s in the feed’s health and keeps its last good nights', async (code, answer) => {
    feeds.answers.set('/flaky.ics', { body: icsOf([[stay(50, 1).check_in, stay(52, 1).check_in]]) });
    const added = await send(
      t.app,
      'POST',
      `/api/v1/hosting/units/${unitId}/feeds`,
      host.token,
      { name: `Flaky ${code}`, url: feeds.url('/flaky.ics') },
      key(),
    );
    const { feed } = CalendarFeedResponse.parse(added.json()).data;
    feeds.answers.set('/flaky.ics', answer);
    const synced = await send(
      t.app,
      'POST',
      `/api/v1/hosting/units/${unitId}/feeds/${feed.id}/sync`,
      host.token,
      undefined,
      key(),
    );
    expect(CalendarFeedResponse.parse(synced.json()).data.feed).toMatchObject({
      last_error: code,
      nights_blocked: 2,
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/hosting/units/${unitId}/feeds/${feed.id}`,
      headers: { authorization: `Bearer ${host.token}`, ...key() },
    });
  });
});
