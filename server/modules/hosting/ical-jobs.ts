import type { FastifyInstance } from 'fastify';
import { dueFeeds } from './ical-repository';
import { syncFeed } from './ical-service';

export const ICAL_SYNC_DUE_JOB = 'hosting.ical-sync-due';
export const ICAL_SYNC_FEED_JOB = 'hosting.ical-sync-feed';
/** A feed tried this recently (on demand, say) is left for the next round. */
const FRESH_MINUTES = 14;

/**
 * Imported calendars are fetched every 15 minutes on the shared pg-boss queue. The scheduled job only
 * lists the feeds due and queues one job per feed (one per feed at a time, by singleton key), so a
 * slow or dead site delays only its own feed, and the fetches spread over every instance.
 */
export function registerIcalJobs(app: FastifyInstance): void {
  app.jobs.work(ICAL_SYNC_DUE_JOB, async () => {
    await queueDueFeeds(app);
  });
  app.jobs.schedule(ICAL_SYNC_DUE_JOB, '*/15 * * * *');
  app.jobs.work<{ feedId: number }>(ICAL_SYNC_FEED_JOB, async ({ feedId }) => {
    await syncFeed(app.db, feedId, { allowPrivate: app.allowPrivateFeeds });
  });
}

/** Queues every due feed's sync; callable from tests. Returns how many were queued. */
export async function queueDueFeeds(app: FastifyInstance): Promise<number> {
  const ids = await dueFeeds(app.db, FRESH_MINUTES);
  for (const feedId of ids) {
    await app.jobs.send(ICAL_SYNC_FEED_JOB, { feedId }, { singletonKey: `feed-${feedId}` });
  }
  return ids.length;
}
