import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { FaqsResponse, InformativePageResponse, INFORMATIVE_PAGES } from '../../../contract/content-pages';
import { useTestApp } from '../../test/test-app';

describe('FAQ and informative pages', () => {
  const t = useTestApp();
  const get = (url: string, language = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

  it('lists every question in category order, in English and in Arabic', async () => {
    const en = FaqsResponse.parse((await get('/api/v1/faqs')).json()).data.items;
    const ar = FaqsResponse.parse((await get('/api/v1/faqs', 'ar')).json()).data.items;
    expect(en.length).toBeGreaterThanOrEqual(10);
    expect(ar.map((f) => f.id)).toEqual(en.map((f) => f.id));
    const order = ['booking', 'payment', 'cancellation', 'investment', 'account'];
    const seen = [...new Set(en.map((f) => f.category))];
    expect(seen).toEqual(order);
    expect(en[0]?.question).toBe('How do I book a stay?');
    expect(ar[0]?.question).toBe('كيف أحجز إقامة؟');
    expect(ar.every((f) => /[\u0600-\u06ff]/.test(f.question))).toBe(true);
  });

  it('searches in the request’s language, every word, with wildcards taken literally', async () => {
    const refund = FaqsResponse.parse((await get('/api/v1/faqs?search=refund')).json()).data.items;
    expect(refund.length).toBeGreaterThan(0);
    expect(refund.every((f) => `${f.question} ${f.answer}`.toLowerCase().includes('refund'))).toBe(true);
    const ar = FaqsResponse.parse(
      (await get(`/api/v1/faqs?search=${encodeURIComponent('كلمة المرور')}`, 'ar')).json(),
    );
    expect(ar.data.items.map((f) => f.category)).toContain('account');
    const none = FaqsResponse.parse((await get('/api/v1/faqs?search=%25%25')).json()).data.items;
    expect(none).toEqual([]);
    const category = FaqsResponse.parse((await get('/api/v1/faqs?category=payment')).json()).data.items;
    expect(new Set(category.map((f) => f.category))).toEqual(new Set(['payment']));
  });

  it('refuses a search with control characters or an unknown category, with a 422', async () => {
    expect((await get('/api/v1/faqs?search=a%00b')).statusCode).toBe(422);
    expect((await get('/api/v1/faqs?category=hacks')).statusCode).toBe(422);
  });

  it.each(INFORMATIVE_PAGES)('serves %s as structured blocks in both languages', async (slug) => {
    const en = InformativePageResponse.parse((await get(`/api/v1/informative-page?slug=${slug}`)).json());
    const ar = InformativePageResponse.parse(
      (await get(`/api/v1/informative-page?slug=${slug}`, 'ar')).json(),
    );
    expect(en.data.page.updated_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const headings = (blocks: typeof en.data.page.blocks) =>
      blocks.flatMap((b) => (b.type === 'heading' ? [b.id] : []));
    expect(headings(en.data.page.blocks).length).toBeGreaterThanOrEqual(3);
    expect(headings(ar.data.page.blocks)).toEqual(headings(en.data.page.blocks));
    expect(ar.data.page.title).not.toBe(en.data.page.title);
    // Never HTML: no block's text carries markup.
    expect(JSON.stringify(en.data.page.blocks)).not.toMatch(/<[a-z]/i);
  });

  it('names the data kept and how to delete it on the privacy page', async () => {
    const page = InformativePageResponse.parse((await get('/api/v1/informative-page?slug=privacy')).json());
    const text = JSON.stringify(page.data.page.blocks).toLowerCase();
    for (const word of [
      'account',
      'bookings',
      'payment reference',
      'language',
      'currency',
      'session',
      'delete',
    ])
      expect(text).toContain(word);
  });

  it('answers 422 for a page that is not one of the three', async () => {
    const res = await get('/api/v1/informative-page?slug=secrets');
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors[0]?.field).toBe('slug');
  });
});
