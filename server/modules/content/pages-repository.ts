import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { FaqCategory, InformativePageSlug } from '../../../contract/content-pages';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import { faqs, informativePages } from '../../db/schema/index';

/** `%` and `_` typed by a visitor are letters, not wildcards. */
const literal = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listFaqs(
  db: Database,
  locale: Locale,
  options: { words: string[]; category?: FaqCategory | undefined },
) {
  const question = localized(locale, faqs.questionEn, faqs.questionAr);
  const answer = localized(locale, faqs.answerEn, faqs.answerAr);
  // A question the console removed stays in the table for its history and a restore, never on the page.
  const filters: SQL[] = [
    isNull(faqs.removedAt),
    ...options.words.map((word) => or(ilike(question, literal(word)), ilike(answer, literal(word))) as SQL),
  ];
  if (options.category) filters.push(eq(faqs.category, options.category));
  return db
    .select({ id: faqs.id, category: faqs.category, question, answer })
    .from(faqs)
    .where(and(...filters))
    .orderBy(
      sql`array_position(array['booking','payment','cancellation','investment','account'], ${faqs.category})`,
      asc(faqs.position),
    );
}

export async function findInformativePage(db: Database, slug: InformativePageSlug, locale: Locale) {
  const [row] = await db
    .select({
      slug: informativePages.slug,
      title: localized(locale, informativePages.titleEn, informativePages.titleAr),
      summary: localized(locale, informativePages.summaryEn, informativePages.summaryAr),
      body: sql<unknown>`${locale === 'ar' ? informativePages.bodyAr : informativePages.bodyEn}`,
      updatedOn: informativePages.updatedOn,
    })
    .from(informativePages)
    .where(eq(informativePages.slug, slug));
  return row ?? null;
}
