import type { Database } from '../../db/client';
import { findSlugIds } from './calendar-repository';

export type SlugTable = 'cities' | 'categories' | 'amenities';
/** The ids of the known slugs among `slugs` (unknown ones are simply absent). */
export type SlugIdLookup = (db: Database, table: SlugTable, slugs: string[]) => Promise<{ id: number }[]>;

/**
 * Slug-to-id lookups for the search's city, category and amenities, remembered until `generation`
 * moves (every `publicCache.invalidate`, which whatever edits reference data calls). Each search used
 * to spend a round trip on them before it could start its count and page. Only slugs found are kept,
 * so a city added later is seen at once, and the map is bounded by the reference tables' size.
 */
export function rememberedSlugIds(generation: () => number): SlugIdLookup {
  let seenAt = -1;
  const known = new Map<string, number>();
  return async (db, table, slugs) => {
    if (seenAt !== generation()) {
      known.clear();
      seenAt = generation();
    }
    const hits = slugs.flatMap((slug) => {
      const id = known.get(`${table}\n${slug}`);
      return id === undefined ? [] : [{ id }];
    });
    if (hits.length === slugs.length) return hits;
    const at = generation();
    const rows = await findSlugIds(db, table, slugs);
    if (at === generation()) for (const row of rows) known.set(`${table}\n${row.slug}`, row.id);
    return rows;
  };
}
