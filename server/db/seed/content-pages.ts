import type { Database } from '../client';
import { sql } from 'drizzle-orm';
import { faqs, informativePages } from '../schema/index';
import { FAQ_SEED } from './faq-data';
import { blocksIn, PAGES_SEED } from './pages-data';

/**
 * The FAQ and the about, privacy and terms pages, written once (its own seed marker, see index.ts),
 * each as its version 1, by nobody (the console's history starts from it).
 */
export async function writeContentPages(tx: Database): Promise<void> {
  const position = new Map<string, number>();
  await tx
    .insert(faqs)
    .values(
      FAQ_SEED.map((faq) => {
        const next = (position.get(faq.category) ?? 0) + 1;
        position.set(faq.category, next);
        return {
          category: faq.category,
          position: next,
          questionEn: faq.question.en,
          questionAr: faq.question.ar,
          answerEn: faq.answer.en,
          answerAr: faq.answer.ar,
        };
      }),
    )
    .onConflictDoNothing();
  await tx
    .insert(informativePages)
    .values(
      PAGES_SEED.map((page) => ({
        slug: page.slug,
        titleEn: page.title.en,
        titleAr: page.title.ar,
        summaryEn: page.summary.en,
        summaryAr: page.summary.ar,
        bodyEn: blocksIn(page.blocks, 'en'),
        bodyAr: blocksIn(page.blocks, 'ar'),
        updatedOn: page.updatedOn,
      })),
    )
    .onConflictDoNothing();
  await tx.execute(sql`
    insert into faq_versions (faq_id, version, category, question_en, question_ar, answer_en, answer_ar)
    select id, 1, category, question_en, question_ar, answer_en, answer_ar from faqs
    on conflict do nothing`);
  await tx.execute(sql`
    insert into informative_page_versions
      (slug, version, title_en, title_ar, summary_en, summary_ar, body_en, body_ar, updated_on)
    select slug, 1, title_en, title_ar, summary_en, summary_ar, body_en, body_ar, updated_on
    from informative_pages on conflict do nothing`);
}
