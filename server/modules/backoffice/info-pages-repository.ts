import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminPageSummary, ContentVersion } from '../../../contract/backoffice';
import type { InformativePageSlug } from '../../../contract/content-pages';
import type { Database } from '../../db/client';
import { informativePages, pageVersions } from '../../db/schema/index';
import { authorJson, isoText } from './content-shared';

/** The console's informative pages SQL: the pages with their newest version, and their versions. */

/** A page's stored state, both languages, bodies as stored (blocks, checked by the service). */
export interface StoredPage {
  slug: InformativePageSlug;
  titleEn: string;
  titleAr: string;
  summaryEn: string;
  summaryAr: string;
  bodyEn: unknown;
  bodyAr: unknown;
  updatedOn: string;
  version: number;
}

// Qualified by hand: drizzle writes a single table's columns unqualified, which the subquery would read as its own.
const version = sql<number>`coalesce((select max(v.version) from informative_page_versions v where v.slug = "informative_pages"."slug"), 0)::int`;
const columns = {
  slug: informativePages.slug,
  titleEn: informativePages.titleEn,
  titleAr: informativePages.titleAr,
  summaryEn: informativePages.summaryEn,
  summaryAr: informativePages.summaryAr,
  bodyEn: informativePages.bodyEn,
  bodyAr: informativePages.bodyAr,
  updatedOn: informativePages.updatedOn,
  version,
};

export async function listPages(db: Database): Promise<AdminPageSummary[]> {
  const result = await db.execute<AdminPageSummary>(sql`
    select p.slug, p.title_en, p.title_ar, to_char(p.updated_on, 'YYYY-MM-DD') as updated_on,
      coalesce(v.version, 0)::int as version,
      case when v.created_at is null then null else ${isoText('v.created_at')} end as edited_at,
      ${authorJson('u')} as edited_by
    from informative_pages p
    left join lateral (
      select version, created_at, created_by from informative_page_versions
      where slug = p.slug order by version desc limit 1
    ) v on true
    left join users u on u.id = v.created_by
    order by p.slug`);
  return result.rows;
}

export async function findPage(db: Database, slug: InformativePageSlug): Promise<StoredPage | null> {
  const [row] = await db.select(columns).from(informativePages).where(eq(informativePages.slug, slug));
  return (row as StoredPage | undefined) ?? null;
}

/** The page with its row locked for the rest of the transaction. */
export async function lockPage(tx: Database, slug: InformativePageSlug): Promise<StoredPage | null> {
  const [row] = await tx
    .select(columns)
    .from(informativePages)
    .where(eq(informativePages.slug, slug))
    .for('update', { of: informativePages });
  return (row as StoredPage | undefined) ?? null;
}

export type PageContent = Omit<StoredPage, 'slug' | 'version'>;

export async function savePage(
  tx: Database,
  slug: InformativePageSlug,
  content: PageContent,
  next: { version: number; restoredFrom?: number | null; by: string },
): Promise<void> {
  await tx.update(informativePages).set(content).where(eq(informativePages.slug, slug));
  await tx.insert(pageVersions).values({
    slug,
    ...content,
    version: next.version,
    restoredFrom: next.restoredFrom ?? null,
    createdBy: next.by,
  });
}

export async function listVersions(db: Database, slug: InformativePageSlug): Promise<ContentVersion[]> {
  const result = await db.execute<ContentVersion>(sql`
    select v.version, ${isoText('v.created_at')} as created_at, ${authorJson('u')} as created_by,
      v.restored_from
    from informative_page_versions v left join users u on u.id = v.created_by
    where v.slug = ${slug} order by v.version desc`);
  return result.rows;
}

export async function findVersion(
  db: Database,
  slug: InformativePageSlug,
  number: number,
): Promise<(PageContent & { version: number }) | null> {
  const [row] = await db
    .select({
      titleEn: pageVersions.titleEn,
      titleAr: pageVersions.titleAr,
      summaryEn: pageVersions.summaryEn,
      summaryAr: pageVersions.summaryAr,
      bodyEn: pageVersions.bodyEn,
      bodyAr: pageVersions.bodyAr,
      updatedOn: pageVersions.updatedOn,
      version: pageVersions.version,
    })
    .from(pageVersions)
    .where(and(eq(pageVersions.slug, slug), eq(pageVersions.version, number)))
    .orderBy(asc(pageVersions.id));
  return row ?? null;
}
