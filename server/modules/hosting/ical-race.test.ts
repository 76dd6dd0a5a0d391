import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CheckoutResponse } from '../../../contract/checkout';
import * as s from '../../db/schema/index';
import { hostedUnit, icsOf, quickAccount, useFeedServer } from '../../test/calendar-feeds';
import { guestDetails, quickGuest, quote, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { listFeeds } from './ical-repository';
import { syncFeed } from './ical-service';

/**
 * A hold and a sync of the same nights at the same moment: whichever runs second sees the first (the
 * per-unit lock), so the outcome is never a stay sold here over imported nights with no conflict shown.
 */
describe('a hold racing a sync', () => {
  const t = useTestApp({ workJobs: false, allowPrivateFeeds: true, seed: false });
  const feeds = useFeedServer();
  let unitId = 0;
  let feedId = 0;
  let guest = { userId: '', token: '' };

  beforeAll(async () => {
    const host = await quickAccount(t.database.db, ['host']);
    guest = await quickGuest(t.database.db);
    unitId = await hostedUnit(t.database.db, host.userId);
    const [feed] = await t.database.db
      .insert(s.unitCalendarFeeds)
      .values({ unitId, name: 'Racer', url: feeds.url('/race.ics') })
      .returning({ id: s.unitCalendarFeeds.id });
    feedId = feed?.id ?? 0;
  });

  it('either refuses the hold or records the conflict, every time', async () => {
    for (let round = 0; round < 8; round += 1) {
      const dates = stay(5 + round * 4, 2);
      const body = { unit_id: unitId, ...dates, guests: 1 };
      const q = await quote(t.app, guest.token, body);
      feeds.answers.set('/race.ics', { body: icsOf([[dates.check_in, dates.check_out]]) });
      const [held] = await Promise.all([
        send(t.app, 'POST', '/api/v1/checkout', guest.token, {
          ...body,
          quote_fingerprint: q.fingerprint,
          guest: guestDetails,
        }),
        syncFeed(t.database.db, feedId, { allowPrivate: true }),
      ]);
      const [feed] = await listFeeds(t.database.db, unitId, feedId);
      expect(feed?.nights_blocked).toBe(2);
      if (held.statusCode === 201) {
        const code = CheckoutResponse.parse(held.json()).data.reservation.code;
        expect(feed?.conflicts.map((c) => c.reservation_code)).toContain(code);
      } else {
        expect(held.statusCode).toBe(409);
      }
    }
    const imported = await t.database.db.$count(
      s.unitImportedNights,
      eq(s.unitImportedNights.feedId, feedId),
    );
    expect(imported).toBe(2);
  });
});
