import type { Database } from '../client';
import { routeRules, settings } from '../schema/index';
import { DEMO_ROUTE_RULES, DEMO_SOCIAL_LINKS } from './demo-content';

/** Marker row: present once the demo content has been written, so later edits are never overwritten. */
const SEED_MARKER = 'seed:demo';

/**
 * Writes the demo content on the first run only. Claiming the marker row and inserting happen in one
 * transaction, so two servers starting together cannot both seed, and a crash leaves nothing half-done.
 * Returns whether this call seeded.
 */
export async function seedDatabase(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: SEED_MARKER, value: { version: 1, seeded_at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (claimed.length === 0) return false;
    await tx.insert(settings).values({ key: 'social', value: DEMO_SOCIAL_LINKS }).onConflictDoNothing();
    await tx
      .insert(routeRules)
      .values(
        DEMO_ROUTE_RULES.map((rule) => ({
          fromPath: rule.from,
          toTarget: rule.to,
          permanent: rule.permanent,
        })),
      )
      .onConflictDoNothing();
    return true;
  });
}
