import { sql } from 'drizzle-orm';
import * as s from '../../db/schema/index';

/**
 * Only published units reach guests (contract/hosting-units.ts): search, unit pages and their
 * calendars, featured units, catalogue counts, the sitemap, favourites and checkout all read through
 * these. Drafts, units in review and paused units stay readable where a guest already has a stay
 * (trips, receipts, reviews of the stay), which join units without them.
 *
 * The value is a literal in the SQL, never a parameter: the search's covering indexes are partial on
 * `status = 'published'` (migration 0019_hosting-visibility), and PostgreSQL uses a partial index only
 * when the statement's own text implies its predicate, which a `$1` does not for a generic plan.
 */
export const publishedSql = (alias: string) => `${alias}.status = 'published'`;

/** The same test as a drizzle condition on the `units` table itself. */
export const isPublished = sql`${s.units.status} = 'published'`;
