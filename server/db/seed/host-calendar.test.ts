import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LoginResponse } from '../../../contract/auth';
import { HostCalendarResponse } from '../../../contract/hosting-calendar';
import { post } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import * as s from '../schema/index';
import { DEMO_FEED_NAME } from './calendar-sync';
import { DEMO_HOST } from './review-replies';

/** The demo host's first unit's calendar shows the host's own settings beside stays and imports. */
describe('the demo host’s calendar', () => {
  const t = useTestApp({ catalogue: true });

  it('has blocked nights, a night price and a night minimum stay in the coming weeks', async () => {
    const login = await post(t.app, '/api/v1/login', {
      email: DEMO_HOST.email,
      password: DEMO_HOST.password,
    });
    const token = LoginResponse.parse(login.json()).data.token;
    const [unit] = await t.database.db
      .select({ id: s.units.id })
      .from(s.units)
      .where(eq(s.units.hostId, DEMO_HOST.id))
      .orderBy(asc(s.units.id))
      .limit(1);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/hosting/units/${unit?.id}/calendar`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const nights = HostCalendarResponse.parse(res.json()).data.calendar.nights;
    const statuses = new Set(nights.map((n) => n.status));
    for (const status of ['past', 'blocked', 'imported', 'free'] as const) expect(statuses).toContain(status);
    expect(nights.some((n) => n.sources.includes(DEMO_FEED_NAME))).toBe(true);
    expect(nights.filter((n) => n.blocked && n.status === 'blocked').length).toBeGreaterThanOrEqual(2);
    expect(nights.some((n) => n.rule === 'override' && n.status === 'free')).toBe(true);
    expect(nights.some((n) => n.min_nights === 3 && n.effective_min_nights === 3)).toBe(true);
    expect(nights.some((n) => n.rule === 'weekend')).toBe(true);
  });
});
