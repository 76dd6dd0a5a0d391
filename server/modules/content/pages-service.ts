import type { Locale } from '../../../contract/common';
import {
  FaqCategory,
  PageBlock,
  type Faq,
  type FaqsQuery,
  type InformativePage,
  type InformativePageSlug,
} from '../../../contract/content-pages';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repository from './pages-repository';

/** Every word must appear (in the question or the answer); at most eight words count. */
export async function getFaqs(db: Database, locale: Locale, query: FaqsQuery): Promise<Faq[]> {
  const words = (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const rows = await repository.listFaqs(db, locale, { words, category: query.category });
  return rows.flatMap((row) => {
    const category = FaqCategory.safeParse(row.category);
    return category.success ? [{ ...row, category: category.data }] : [];
  });
}

/** The stored body is checked block by block: a hand-edited bad block is dropped, not served. */
export async function getInformativePage(
  db: Database,
  slug: InformativePageSlug,
  locale: Locale,
): Promise<InformativePage> {
  const row = await repository.findInformativePage(db, slug, locale);
  if (!row) throw new AppError('NOT_FOUND', 404, 'content.page_not_found');
  const blocks = Array.isArray(row.body)
    ? row.body.flatMap((block: unknown) => {
        const parsed = PageBlock.safeParse(block);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  return { slug, title: row.title, summary: row.summary, updated_on: row.updatedOn, blocks };
}
