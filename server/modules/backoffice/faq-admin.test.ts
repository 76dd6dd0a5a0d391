import { beforeAll, describe, expect, it } from 'vitest';
import { AdminFaqResponse, AdminFaqsResponse, ContentVersionsResponse } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import { FaqsResponse } from '../../../contract/content-pages';
import { auditOf, call, everyone, type People } from '../../test/console';
import { useTestApp } from '../../test/test-app';

/** The console's FAQ: add, edit, reorder, remove and restore, as versions, sanitised, audited. */
describe('backoffice FAQ', () => {
  const t = useTestApp({ workJobs: false });
  let people: People;
  beforeAll(async () => {
    people = await everyone(t.database.db);
  });

  const url = '/api/v1/backoffice/faqs';
  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, lang = 'en') =>
    call(t.app, method, `${url}${path}`, people.content.token, body, { 'accept-language': lang });
  const guestFaq = async (lang = 'en') =>
    FaqsResponse.parse(
      (await t.app.inject({ url: '/api/v1/faqs', headers: { 'accept-language': lang } })).json(),
    ).data.items;
  const question = {
    category: 'payment',
    question_en: 'Can I pay <b>in cash</b>?',
    question_ar: 'هل يمكنني الدفع نقدًا؟',
    answer_en: 'No.<script>alert(1)</script> We take cards only.',
    answer_ar: 'لا، نقبل البطاقات فقط.',
  } as const;

  it('adds a question at the end of its category, sanitised, as version 1, and the guest FAQ shows it', async () => {
    const created = await as('POST', '', question);
    expect(created.statusCode, created.body).toBe(201);
    const faq = AdminFaqResponse.parse(created.json()).data.faq;
    expect(faq).toMatchObject({
      question_en: 'Can I pay in cash?',
      answer_en: 'No. We take cards only.',
      version: 1,
      removed: false,
    });
    const payment = (await guestFaq()).filter((f) => f.category === 'payment');
    expect(payment.at(-1)).toMatchObject({ id: faq.id, question: 'Can I pay in cash?' });
    expect((await guestFaq('ar')).find((f) => f.id === faq.id)?.answer).toBe('لا، نقبل البطاقات فقط.');
    const [row] = await auditOf(t.database.db, people.content.userId, 1);
    expect(row).toMatchObject({
      action: 'faq.create',
      entity: 'faq',
      entityId: String(faq.id),
      before: null,
    });
    expect(row?.after).toMatchObject({ question_en: 'Can I pay in cash?' });
  });

  it('edits in both languages as a new version, records only what changed, and refuses a stale editor', async () => {
    const [first] = AdminFaqsResponse.parse((await as('GET', '')).json()).data.items;
    if (!first) throw new Error('no seeded question');
    const body = {
      ...first,
      answer_en: 'Search, choose your dates and pay by card.',
      base_version: first.version,
    };
    const { id: _id, position: _p, version: _v, removed: _r, ...edit } = body;
    const saved = await as('PUT', `/${first.id}`, edit);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminFaqResponse.parse(saved.json()).data.faq.version).toBe(first.version + 1);
    expect((await guestFaq()).find((f) => f.id === first.id)?.answer).toBe(body.answer_en);
    const [row] = await auditOf(t.database.db, people.content.userId, 1);
    expect(row).toMatchObject({
      action: 'faq.edit',
      before: { answer_en: first.answer_en },
      after: { answer_en: body.answer_en },
    });
    // The same editor saving again on the version it opened: someone (itself) saved since.
    const stale = await as('PUT', `/${first.id}`, { ...edit, answer_en: 'Other.' }, 'ar');
    expect(stale.statusCode).toBe(409);
    expect(AnyEnvelope.parse(stale.json()).data.message).toMatch(/[\u0600-\u06ff]/);
  });

  it('reorders a category, and refuses an order that is not exactly its questions', async () => {
    const items = AdminFaqsResponse.parse((await as('GET', '')).json()).data.items;
    const ids = items.filter((f) => f.category === 'account' && !f.removed).map((f) => f.id);
    const reversed = [...ids].reverse();
    const ordered = await as('PUT', '/order', { category: 'account', ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const guest = (await guestFaq()).filter((f) => f.category === 'account').map((f) => f.id);
    expect(guest).toEqual(reversed);
    const [row] = await auditOf(t.database.db, people.content.userId, 1);
    expect(row).toMatchObject({ action: 'faq.reorder', entityId: 'account', after: { order: reversed } });
    for (const wrong of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 999_999]]) {
      const refused = await as('PUT', '/order', { category: 'account', ids: wrong });
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(409);
    }
  });

  it('removes a question from the page, keeps its versions, and restores an old one as a new version', async () => {
    const [faq] = AdminFaqsResponse.parse((await as('GET', '')).json()).data.items.filter(
      (f) => f.category === 'cancellation',
    );
    if (!faq) throw new Error('no cancellation question');
    const removed = await as('DELETE', `/${faq.id}`);
    expect(AdminFaqResponse.parse(removed.json()).data.faq).toMatchObject({
      removed: true,
      version: faq.version + 1,
    });
    expect((await guestFaq()).some((f) => f.id === faq.id)).toBe(false);
    // Removing twice changes nothing more.
    expect(AdminFaqResponse.parse((await as('DELETE', `/${faq.id}`)).json()).data.faq.version).toBe(
      faq.version + 1,
    );

    const restored = await as('POST', `/${faq.id}/versions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(AdminFaqResponse.parse(restored.json()).data.faq).toMatchObject({
      removed: false,
      version: faq.version + 2,
    });
    expect((await guestFaq()).some((f) => f.id === faq.id)).toBe(true);

    const versions = ContentVersionsResponse.parse((await as('GET', `/${faq.id}/versions`)).json()).data
      .items;
    expect(versions.map((v) => v.version)).toEqual(
      [faq.version + 2, faq.version + 1, faq.version].slice(0, versions.length),
    );
    expect(versions[0]).toMatchObject({
      restored_from: 1,
      removed: false,
      created_by: { email: expect.stringMatching(/@example\.com$/) },
    });
    expect(versions[1]).toMatchObject({ removed: true });
    expect(versions.at(-1)).toMatchObject({ version: 1, created_by: null });
    const rows = await auditOf(t.database.db, people.content.userId, 2);
    expect(rows.map((r) => r.action)).toEqual(['faq.restore', 'faq.remove']);
    expect(rows[0]?.after).toMatchObject({ removed: false, restored_from: 1 });
  });

  it('refuses control characters, empty text after sanitising, unknown categories and huge ids, translated', async () => {
    const cases: [string, unknown, number][] = [
      ['', { ...question, answer_ar: 'لا\u0000' }, 422],
      ['', { ...question, question_en: 'Tab\u0007bell' }, 422],
      ['', { ...question, question_en: '<b></b>' }, 422],
      ['', { ...question, category: 'hacks' }, 422],
      ['', { ...question, extra: 1 }, 422],
      ['', { ...question, answer_en: 'x'.repeat(4001) }, 422],
      ['/99999999999', { ...question, base_version: 1 }, 422],
      ['/2147483647', { ...question, base_version: 1 }, 404],
    ];
    for (const [path, body, status] of cases) {
      const response = await as(path ? 'PUT' : 'POST', path, body, 'ar');
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      const envelope = AnyEnvelope.parse(response.json());
      expect(envelope.data.message).toMatch(/[\u0600-\u06ff]/);
    }
    const nul = await as('POST', '', { ...question, question_en: 'a\u0001b' }, 'en');
    expect(AnyEnvelope.parse(nul.json()).meta.errors).toEqual([
      { field: 'question_en', message: 'Remove the invisible control characters from this text.' },
    ]);
  });
});
