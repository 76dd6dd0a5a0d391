import type { StaffRole } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { countConflicts } from './conflicts-repository';
import { countOpenMessages } from './contact-queue-repository';
import { countWaitingRequests } from './investment-queue-repository';
import { countWaitingReviews } from './moderation-repository';
import { countUnitsInReview } from './review-units-repository';
import { countWaitingSubmissions } from './submissions-repository';
import { countWaitingReports } from '../messages/console-repository';

/**
 * What each console section waits on, for its count in the console's navigation: keyed by the
 * section's path, with the roles that open it (admin always). A section added to the console adds its
 * counter here.
 */
const COUNTERS: Record<string, { roles: StaffRole[]; count: (db: Database) => Promise<number> }> = {
  'calendar-conflicts': { roles: ['support'], count: countConflicts },
  // The queues (queues-routes.ts): what waits for a decision in each.
  'property-submissions': { roles: ['support'], count: countWaitingSubmissions },
  'units-in-review': { roles: ['support'], count: countUnitsInReview },
  'investment-requests': { roles: ['finance'], count: countWaitingRequests },
  reviews: { roles: ['support', 'content'], count: countWaitingReviews },
  'contact-messages': { roles: ['support'], count: countOpenMessages },
  // Reported guest–host messages (modules/messages/console-reports-routes.ts).
  'message-reports': { roles: ['support'], count: countWaitingReports },
};

/** The caller's sections' counts, read in parallel. */
export async function queueCounts(db: Database, roles: StaffRole[]): Promise<Record<string, number>> {
  const mine = Object.entries(COUNTERS).filter(
    ([, counter]) => roles.includes('admin') || counter.roles.some((role) => roles.includes(role)),
  );
  const counts = await Promise.all(mine.map(([, counter]) => counter.count(db)));
  return Object.fromEntries(mine.map(([section], index) => [section, counts[index] ?? 0]));
}
