import type { AdminPage, PageBody } from '../../../contract/backoffice';
import { PageBlock, type InformativePageSlug } from '../../../contract/content-pages';
import { cleanLine, parsePageText, serialisePageText, stripMarkup } from '../../../contract/page-text';
import type { Database } from '../../db/client';
import { audited, changedFields } from './audit';
import { fieldError, notFound, requireText, staleVersion } from './content-shared';
import * as repository from './info-pages-repository';
import type { PageContent, StoredPage } from './info-pages-repository';

/**
 * The console's about, privacy and terms pages. Staff write each language's body in the small markup
 * of contract/page-text.ts; the server parses it into the blocks guest pages render (never HTML),
 * stripping anything shaped like markup. Each save is the page's next version and an audit row.
 */

/** Stored blocks, each checked: a bad one (edited by hand in the database) is dropped. */
const blocksOf = (value: unknown): PageBlock[] =>
  Array.isArray(value)
    ? value.flatMap((block: unknown) => {
        const parsed = PageBlock.safeParse(block);
        return parsed.success ? [parsed.data] : [];
      })
    : [];

function adminPage(slug: InformativePageSlug, page: PageContent & { version: number }): AdminPage {
  const en = blocksOf(page.bodyEn);
  const ar = blocksOf(page.bodyAr);
  return {
    slug,
    title_en: page.titleEn,
    title_ar: page.titleAr,
    summary_en: page.summaryEn,
    summary_ar: page.summaryAr,
    body_en: serialisePageText(en),
    body_ar: serialisePageText(ar),
    blocks_en: en,
    blocks_ar: ar,
    updated_on: page.updatedOn,
    version: page.version,
  };
}

/** The fields the audit compares, named as the API names them. */
const auditView = (page: PageContent) => ({
  title_en: page.titleEn,
  title_ar: page.titleAr,
  summary_en: page.summaryEn,
  summary_ar: page.summaryAr,
  body_en: blocksOf(page.bodyEn),
  body_ar: blocksOf(page.bodyAr),
  updated_on: page.updatedOn,
});

export async function getPage(db: Database, slug: InformativePageSlug): Promise<AdminPage> {
  const page = await repository.findPage(db, slug);
  if (!page) throw notFound('content.page_not_found');
  return adminPage(slug, page);
}

export async function getPageVersion(db: Database, slug: InformativePageSlug, version: number) {
  const page = await repository.findVersion(db, slug, version);
  if (!page) throw notFound('backoffice.version_not_found');
  return adminPage(slug, page);
}

/** Whether the sanitiser took anything out of a text (beyond line ends and Unicode normalisation). */
const stripped = (text: string) => stripMarkup(text) !== text.replace(/\r\n?/g, '\n').normalize('NFC');

function contentOf(body: PageBody): PageContent {
  const content = {
    titleEn: cleanLine(body.title_en),
    titleAr: cleanLine(body.title_ar),
    summaryEn: cleanLine(body.summary_en),
    summaryAr: cleanLine(body.summary_ar),
    bodyEn: parsePageText(body.body_en),
    bodyAr: parsePageText(body.body_ar),
    updatedOn: body.updated_on,
  };
  requireText({
    title_en: content.titleEn,
    title_ar: content.titleAr,
    summary_en: content.summaryEn,
    summary_ar: content.summaryAr,
  });
  if (content.bodyEn.length === 0) throw fieldError('body_en', 'backoffice.page_empty');
  if (content.bodyAr.length === 0) throw fieldError('body_ar', 'backoffice.page_empty');
  return content;
}

async function writeVersion(
  db: Database,
  staffId: string,
  slug: InformativePageSlug,
  next: { content: PageContent; base?: number; restoredFrom?: number },
): Promise<AdminPage> {
  return audited(db, async (tx) => {
    const page: StoredPage | null = await repository.lockPage(tx, slug);
    if (!page) throw notFound('content.page_not_found');
    if (next.base !== undefined && page.version !== next.base) throw staleVersion();
    const diff = changedFields(auditView(page), auditView(next.content));
    if (Object.keys(diff.after).length === 0) return { result: adminPage(slug, page), audit: null };
    const version = page.version + 1;
    await repository.savePage(tx, slug, next.content, {
      version,
      restoredFrom: next.restoredFrom ?? null,
      by: staffId,
    });
    const restore = next.restoredFrom !== undefined;
    return {
      result: adminPage(slug, { ...next.content, version }),
      audit: {
        staffId,
        action: restore ? 'page.restore' : 'page.edit',
        entity: 'page',
        entityId: slug,
        before: diff.before,
        after: restore ? { ...diff.after, restored_from: next.restoredFrom } : diff.after,
      },
    };
  });
}

export async function savePage(db: Database, staffId: string, slug: InformativePageSlug, body: PageBody) {
  const content = contentOf(body);
  const texts = [body.title_en, body.title_ar, body.summary_en, body.summary_ar, body.body_en, body.body_ar];
  const page = await writeVersion(db, staffId, slug, { content, base: body.base_version });
  return { page, sanitised: texts.some(stripped) };
}

/** An old version's text, copied back as the page's next version. */
export async function restorePage(db: Database, staffId: string, slug: InformativePageSlug, version: number) {
  const old = await repository.findVersion(db, slug, version);
  if (!old) throw notFound('backoffice.version_not_found');
  const { version: _number, ...content } = old;
  return writeVersion(db, staffId, slug, { content, restoredFrom: version });
}
