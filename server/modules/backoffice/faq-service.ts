import type { AdminFaq, FaqBody, FaqEditBody, FaqOrderBody } from '../../../contract/backoffice';
import { cleanLine, cleanText } from '../../../contract/page-text';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audited, changedFields } from './audit';
import { notFound, requireText, staleVersion } from './content-shared';
import * as repository from './faq-repository';

/**
 * The console's FAQ rules. Every change is a new version of the question (faq_versions) and an audit
 * row, in one transaction; a save on top of a newer version than the editor opened is refused (409).
 * Removing is soft: the question leaves the page and its position, keeps its history, and a restore
 * brings it back at the end of its category.
 */

/** The sanitised text: markup stripped, whitespace tidied; emptied text is refused. */
function clean(body: FaqBody): FaqBody {
  const cleaned = {
    category: body.category,
    question_en: cleanLine(body.question_en),
    question_ar: cleanLine(body.question_ar),
    answer_en: cleanText(body.answer_en),
    answer_ar: cleanText(body.answer_ar),
  };
  requireText({
    question_en: cleaned.question_en,
    question_ar: cleaned.question_ar,
    answer_en: cleaned.answer_en,
    answer_ar: cleaned.answer_ar,
  });
  return cleaned;
}

const contentOf = (faq: AdminFaq): FaqBody => ({
  category: faq.category,
  question_en: faq.question_en,
  question_ar: faq.question_ar,
  answer_en: faq.answer_en,
  answer_ar: faq.answer_ar,
});

async function locked(tx: Database, id: number): Promise<AdminFaq> {
  const faq = await repository.lockFaq(tx, id);
  if (!faq) throw notFound('backoffice.faq_not_found');
  return faq;
}

export async function createFaq(db: Database, staffId: string, body: FaqBody): Promise<AdminFaq> {
  const content = clean(body);
  return audited(db, async (tx) => {
    await repository.lockFaqOrder(tx);
    const id = await repository.insertFaq(tx, content, await repository.nextPosition(tx, content.category));
    await repository.insertVersion(tx, { faqId: id, version: 1, body: content, removed: false, by: staffId });
    return {
      result: await locked(tx, id),
      audit: { staffId, action: 'faq.create', entity: 'faq', entityId: id, before: null, after: content },
    };
  });
}

/**
 * Writes a question's new state as its next version. A live question that changes category, or a
 * removed one brought back, goes to the end of its category.
 */
async function writeVersion(
  tx: Database,
  staffId: string,
  faq: AdminFaq,
  next: { body: FaqBody; removed: boolean; restoredFrom?: number },
): Promise<AdminFaq> {
  let position = faq.position;
  if (!next.removed && (faq.removed || faq.category !== next.body.category)) {
    await repository.lockFaqOrder(tx);
    position = await repository.nextPosition(tx, next.body.category);
  }
  await repository.updateFaq(tx, faq.id, { body: next.body, position, removed: next.removed });
  await repository.insertVersion(tx, {
    faqId: faq.id,
    version: faq.version + 1,
    body: next.body,
    removed: next.removed,
    restoredFrom: next.restoredFrom ?? null,
    by: staffId,
  });
  return locked(tx, faq.id);
}

const sameState = (faq: AdminFaq, body: FaqBody, removed: boolean) =>
  faq.removed === removed && JSON.stringify(contentOf(faq)) === JSON.stringify(body);

export async function editFaq(
  db: Database,
  staffId: string,
  id: number,
  body: FaqEditBody,
): Promise<AdminFaq> {
  const content = clean(body);
  return audited(db, async (tx) => {
    const faq = await locked(tx, id);
    if (faq.version !== body.base_version) throw staleVersion();
    if (sameState(faq, content, faq.removed)) return { result: faq, audit: null };
    const saved = await writeVersion(tx, staffId, faq, { body: content, removed: faq.removed });
    const diff = changedFields(contentOf(faq), content);
    return { result: saved, audit: { staffId, action: 'faq.edit', entity: 'faq', entityId: id, ...diff } };
  });
}

export async function removeFaq(db: Database, staffId: string, id: number): Promise<AdminFaq> {
  return audited(db, async (tx) => {
    const faq = await locked(tx, id);
    if (faq.removed) return { result: faq, audit: null };
    const saved = await writeVersion(tx, staffId, faq, { body: contentOf(faq), removed: true });
    return {
      result: saved,
      audit: {
        staffId,
        action: 'faq.remove',
        entity: 'faq',
        entityId: id,
        before: { removed: false },
        after: { removed: true },
      },
    };
  });
}

/** Copies an old version's text back as a new version; the question is on the page afterwards. */
export async function restoreFaq(
  db: Database,
  staffId: string,
  id: number,
  version: number,
): Promise<AdminFaq> {
  return audited(db, async (tx) => {
    const faq = await locked(tx, id);
    const old = await repository.findVersion(tx, id, version);
    if (!old) throw notFound('backoffice.version_not_found');
    const body = clean({
      category: old.category as FaqBody['category'],
      question_en: old.questionEn,
      question_ar: old.questionAr,
      answer_en: old.answerEn,
      answer_ar: old.answerAr,
    });
    if (sameState(faq, body, false)) return { result: faq, audit: null };
    const saved = await writeVersion(tx, staffId, faq, { body, removed: false, restoredFrom: version });
    const diff = changedFields({ ...contentOf(faq), removed: faq.removed }, { ...body, removed: false });
    return {
      result: saved,
      audit: {
        staffId,
        action: 'faq.restore',
        entity: 'faq',
        entityId: id,
        before: diff.before,
        after: { ...diff.after, restored_from: version },
      },
    };
  });
}

/** A category's questions in a new order: exactly its live questions, each once, or a 409. */
export async function reorderFaqs(db: Database, staffId: string, body: FaqOrderBody): Promise<void> {
  await audited(db, async (tx) => {
    await repository.lockFaqOrder(tx);
    const current = await repository.liveIds(tx, body.category);
    const same = new Set(body.ids);
    if (same.size !== body.ids.length || same.size !== current.length || current.some((id) => !same.has(id)))
      throw new AppError('CONFLICT', 409, 'backoffice.faq_order_mismatch');
    if (current.every((id, index) => body.ids[index] === id)) return { result: undefined, audit: null };
    await repository.reorder(tx, body.ids);
    return {
      result: undefined,
      audit: {
        staffId,
        action: 'faq.reorder',
        entity: 'faq_category',
        entityId: body.category,
        before: { order: current },
        after: { order: body.ids },
      },
    };
  });
}
