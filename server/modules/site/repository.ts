import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';
import { isPublished } from '../units/published';

/** A round trip to the database, bounded so /health answers even when the database hangs. */
export async function pingDatabase(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Tables whose rows are public pages with a slug (the sitemap's sources). */
const SLUG_TABLES = { units: s.units, investment_units: s.investmentUnits } as const;
export type SlugTable = keyof typeof SLUG_TABLES;

/**
 * Which rows of a table are public pages: a unit only while published (drafts, units in review and
 * paused ones answer 404 and stay out of the sitemap); every investment offer has its page.
 */
const VISIBLE: Record<SlugTable, SQL> = { units: isPublished, investment_units: sql`true` };

/**
 * The numbers of the id ranges ((n-1)·size, n·size] that hold at least one row. A loose index scan:
 * each step jumps to the first id past the previous range, so it costs one index probe per range
 * instead of reading every id. Ranges of ids, unlike row counts, never move: a unit stays in the same
 * child sitemap for good, and no range can hold more than `size` rows.
 */
export async function sitemapRanges(db: Database, table: SlugTable, size: number): Promise<number[]> {
  const t = SLUG_TABLES[table];
  const visible = VISIBLE[table];
  const { rows } = await db.execute<{ n: number }>(sql`
    with recursive ranges(n) as (
      (select (${t.id} - 1) / ${size}::int + 1 from ${t} where ${visible} order by ${t.id} limit 1)
      union all
      select (select (${t.id} - 1) / ${size}::int + 1 from ${t}
              where ${t.id} > ranges.n * ${size}::int and ${visible} order by ${t.id} limit 1)
      from ranges where ranges.n is not null
    )
    select n from ranges where n is not null`);
  return rows.map((row) => Number(row.n));
}

/** The slugs of id range `n` (see sitemapRanges), in id order, a batch at a time (keyset, no OFFSET). */
export async function* slugsInRange(
  db: Database,
  table: SlugTable,
  n: number,
  size: number,
  batch = 1000,
): AsyncGenerator<string[]> {
  const t = SLUG_TABLES[table];
  const visible = VISIBLE[table];
  const last = n * size;
  let after = (n - 1) * size;
  for (;;) {
    const { rows } = await db.execute<{ id: number; slug: string }>(
      sql`select ${t.id} as id, ${t.slug} as slug from ${t}
          where ${t.id} > ${after} and ${t.id} <= ${last} and ${visible} order by ${t.id} limit ${batch}`,
    );
    if (rows.length > 0) yield rows.map((row) => row.slug);
    const tail = rows.at(-1);
    if (rows.length < batch || !tail) return;
    after = tail.id;
  }
}

/** Whether a public page's row exists, for the page's HTTP status (plugins/static.ts). */
export async function slugExists(db: Database, table: SlugTable, slug: string): Promise<boolean> {
  const source = SLUG_TABLES[table];
  const rows = await db
    .select({ one: sql`1` })
    .from(source)
    .where(sql`${source.slug} = ${slug} and ${VISIBLE[table]}`)
    .limit(1);
  return rows.length > 0;
}
