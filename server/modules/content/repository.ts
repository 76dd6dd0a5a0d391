import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { routeRules, settings } from '../../db/schema/index';

/** The only place content SQL lives. Returns plain values; row types stay in this file. */

export async function findSetting(db: Database, key: string): Promise<unknown> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return rows[0]?.value;
}

export async function listRouteRules(
  db: Database,
): Promise<{ from: string; to: string; permanent: boolean }[]> {
  return db
    .select({ from: routeRules.fromPath, to: routeRules.toTarget, permanent: routeRules.permanent })
    .from(routeRules)
    .orderBy(asc(routeRules.fromPath));
}
