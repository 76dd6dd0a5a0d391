import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AdminFaq, ContentVersion, FaqBody } from '../../../contract/backoffice';
import { FAQ_CATEGORIES, type FaqCategory } from '../../../contract/content-pages';
import type { Database } from '../../db/client';
import { faqs, faqVersions } from '../../db/schema/index';
import { authorJson, isoText } from './content-shared';

/** The console's FAQ SQL: questions with their version number, their versions, and their order. */

// Qualified by hand: drizzle writes a single table's columns unqualified, which the subquery would read as its own.
const version = sql<number>`coalesce((select max(v.version) from faq_versions v where v.faq_id = "faqs"."id"), 0)::int`;
const columns = {
  id: faqs.id,
  category: faqs.category,
  position: faqs.position,
  question_en: faqs.questionEn,
  question_ar: faqs.questionAr,
  answer_en: faqs.answerEn,
  answer_ar: faqs.answerAr,
  version,
  removed: sql<boolean>`${faqs.removedAt} is not null`,
};
const categoryOrder = sql`array_position(array[${sql.join(
  FAQ_CATEGORIES.map((c) => sql`${c}`),
  sql`, `,
)}]::text[], ${faqs.category})`;

/** Live questions in page order, then the removed ones (newest removal first). */
export async function listFaqs(db: Database): Promise<AdminFaq[]> {
  const rows = await db
    .select(columns)
    .from(faqs)
    .orderBy(
      sql`${faqs.removedAt} is not null`,
      sql`${faqs.removedAt} desc`,
      categoryOrder,
      asc(faqs.position),
    );
  return rows as AdminFaq[];
}

/** The question, its row locked for the rest of the transaction (null when there is none). */
export async function lockFaq(tx: Database, id: number): Promise<AdminFaq | null> {
  const [row] = await tx.select(columns).from(faqs).where(eq(faqs.id, id)).for('update', { of: faqs });
  return (row as AdminFaq | undefined) ?? null;
}

/** Serialises writes that change which questions hold which positions (add, move, remove, restore). */
export async function lockFaqOrder(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('faq-order', 0))`);
}

export async function liveIds(tx: Database, category: FaqCategory): Promise<number[]> {
  const rows = await tx
    .select({ id: faqs.id })
    .from(faqs)
    .where(and(eq(faqs.category, category), isNull(faqs.removedAt)))
    .orderBy(asc(faqs.position));
  return rows.map((row) => row.id);
}

/** The position after a category's last live question. */
export async function nextPosition(tx: Database, category: FaqCategory): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${faqs.position}), 0)::int + 1` })
    .from(faqs)
    .where(and(eq(faqs.category, category), isNull(faqs.removedAt)));
  return row?.next ?? 1;
}

const contentOf = (body: FaqBody) => ({
  category: body.category,
  questionEn: body.question_en,
  questionAr: body.question_ar,
  answerEn: body.answer_en,
  answerAr: body.answer_ar,
});

export async function insertFaq(tx: Database, body: FaqBody, position: number): Promise<number> {
  const [row] = await tx
    .insert(faqs)
    .values({ ...contentOf(body), position })
    .returning({ id: faqs.id });
  return row?.id ?? 0;
}

export async function updateFaq(
  tx: Database,
  id: number,
  change: { body: FaqBody; position: number; removed: boolean },
): Promise<void> {
  await tx
    .update(faqs)
    .set({
      ...contentOf(change.body),
      position: change.position,
      removedAt: change.removed ? sql`coalesce(${faqs.removedAt}, now())` : null,
    })
    .where(eq(faqs.id, id));
}

/** Gives a category's live questions the positions 1… in the order given, in two steps so no two meet. */
export async function reorder(tx: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await tx.execute(sql`update faqs set position = -position where id in (${list})`);
  await tx.execute(sql`
    update faqs set position = o.ord from unnest(array[${list}]) with ordinality as o(id, ord)
    where faqs.id = o.id`);
}

export async function insertVersion(
  tx: Database,
  row: {
    faqId: number;
    version: number;
    body: FaqBody;
    removed: boolean;
    restoredFrom?: number | null;
    by: string;
  },
): Promise<void> {
  await tx.insert(faqVersions).values({
    faqId: row.faqId,
    version: row.version,
    ...contentOf(row.body),
    removed: row.removed,
    restoredFrom: row.restoredFrom ?? null,
    createdBy: row.by,
  });
}

/** A question's versions, newest first; null when there is no such question. */
export async function listVersions(db: Database, faqId: number): Promise<ContentVersion[] | null> {
  if ((await db.$count(faqs, eq(faqs.id, faqId))) === 0) return null;
  const result = await db.execute<ContentVersion>(sql`
    select v.version, ${isoText('v.created_at')} as created_at, ${authorJson('u')} as created_by,
      v.restored_from, v.removed
    from faq_versions v left join users u on u.id = v.created_by
    where v.faq_id = ${faqId} order by v.version desc`);
  return result.rows;
}

export async function findVersion(db: Database, faqId: number, number: number) {
  const [row] = await db
    .select()
    .from(faqVersions)
    .where(and(eq(faqVersions.faqId, faqId), eq(faqVersions.version, number)));
  return row ?? null;
}
