import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { CalendarSyncResponse } from '../../../contract/hosting-calendar-sync';
import { startSession } from '../../modules/auth/sessions';
import { guestDetails, quickGuest, send } from '../../test/checkout';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';
import { units, users } from '../schema/index';
import { DEMO_FEED_NAME } from './calendar-sync';
import { DEMO_HOST } from './review-replies';

/** The demo host's first unit imports one calendar, whose nights checkout refuses (README). */
describe('the calendar sync demo', () => {
  const t = useTestApp({ workJobs: false, catalogue: true });

  it('shows the demo import on the host’s first unit and refuses its nights at checkout', async () => {
    const db = t.database.db;
    await db
      .update(users)
      .set({ roles: ['host'] })
      .where(eq(users.id, DEMO_HOST.id));
    const [first] = await db
      .select({ id: units.id })
      .from(units)
      .where(eq(units.hostId, DEMO_HOST.id))
      .orderBy(asc(units.id))
      .limit(1);
    const host = await startSession(db, DEMO_HOST.id, { secret: TEST_AUTH_SECRET });
    const res = await send(t.app, 'GET', `/api/v1/hosting/units/${first?.id}/feeds`, host.accessToken);
    const [feed] = CalendarSyncResponse.parse(res.json()).data.feeds;
    expect(feed).toMatchObject({ name: DEMO_FEED_NAME, nights_blocked: 3, last_error: null });

    const guest = await quickGuest(db);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const held = await send(t.app, 'POST', '/api/v1/checkout', guest.token, {
      unit_id: first?.id,
      check_in: day(150),
      check_out: day(152),
      guests: 1,
      quote_fingerprint: 'f'.repeat(32),
      guest: guestDetails,
    });
    expect(held.statusCode).toBe(409);
    expect(AnyEnvelope.parse(held.json()).meta.error_code).toBe('NIGHTS_TAKEN');
  });
});
