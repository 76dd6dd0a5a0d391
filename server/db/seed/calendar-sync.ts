import { randomBytes } from 'node:crypto';
import type { Database } from '../client';
import { unitCalendarFeeds, unitFeedTokens, unitImportedNights } from '../schema/index';
import { demoHostUnits } from './review-replies';

/** The demo import's name, as the README gives it. */
export const DEMO_FEED_NAME = 'Airbnb (demo)';
/** Its nights start this many days after the seed, far from the near dates other demos book. */
const FIRST_NIGHT_IN_DAYS = 150;
const NIGHTS = 3;

const iso = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo host's first unit imports one calendar: the export feed of the host's second unit, as a
 * host listing both on another site would paste it. A server cannot fetch itself under the address
 * check (its own address is loopback or private, and production never allows those), and the demo
 * has no outside network, so the seed writes what that first sync would have stored: one event of
 * three nights, read at seed time. The 15-minute sync then reports the link unreachable in the
 * feed's health and keeps those nights, as it does for any site that goes quiet.
 */
export async function writeCalendarSyncDemo(tx: Database, today: Date): Promise<void> {
  const hosted = await demoHostUnits(tx, 2);
  const [first, second] = hosted;
  if (!first || !second) return;
  const token = randomBytes(24).toString('base64url');
  await tx.insert(unitFeedTokens).values({ unitId: second.id, token }).onConflictDoNothing();
  const [feed] = await tx
    .insert(unitCalendarFeeds)
    .values({
      unitId: first.id,
      name: DEMO_FEED_NAME,
      url: `https://sakan.example/api/v1/hosting/feeds/${token}.ics`,
      lastAttemptAt: today,
      lastSuccessAt: today,
      eventsImported: 1,
    })
    .returning({ id: unitCalendarFeeds.id });
  if (!feed) return;
  await tx.insert(unitImportedNights).values(
    Array.from({ length: NIGHTS }, (_, i) => ({
      feedId: feed.id,
      unitId: first.id,
      day: iso(today, FIRST_NIGHT_IN_DAYS + i),
    })),
  );
}
