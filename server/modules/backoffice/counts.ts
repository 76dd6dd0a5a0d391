import type { StaffRole } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { countConflicts } from './conflicts-repository';

/**
 * What each console section waits on, for its count in the console's navigation: keyed by the
 * section's path, with the roles that open it (admin always). A section added to the console adds its
 * counter here.
 */
const COUNTERS: Record<string, { roles: StaffRole[]; count: (db: Database) => Promise<number> }> = {
  'calendar-conflicts': { roles: ['support'], count: countConflicts },
};

/** The caller's sections' counts, read in parallel. */
export async function queueCounts(db: Database, roles: StaffRole[]): Promise<Record<string, number>> {
  const mine = Object.entries(COUNTERS).filter(
    ([, counter]) => roles.includes('admin') || counter.roles.some((role) => roles.includes(role)),
  );
  const counts = await Promise.all(mine.map(([, counter]) => counter.count(db)));
  return Object.fromEntries(mine.map(([section], index) => [section, counts[index] ?? 0]));
}
