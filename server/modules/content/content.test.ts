import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { NewsletterResponse, RouteRulesResponse, SocialSettingsResponse } from '../../../contract/content';
import { newsletterSubscribers } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

describe('content API', () => {
  const t = useTestApp();

  describe('GET /api/v1/settings/social', () => {
    it('returns the seeded links in a success envelope', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings/social' });
      expect(res.statusCode).toBe(200);
      const body = SocialSettingsResponse.parse(res.json());
      expect(body.meta).toEqual({ code: 200, errors: [] });
      expect(body.data.is_success).toBe(true);
      expect(body.pagination).toBeNull();
      expect(body.data.items.map((link) => link.key)).toEqual([
        'instagram',
        'x',
        'facebook',
        'tiktok',
        'whatsapp',
      ]);
      expect(body.data.items.find((link) => link.key === 'whatsapp')?.url).toBe('https://wa.me/966500000000');
    });

    it('answers in Arabic when Arabic is preferred', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/settings/social',
        headers: { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' },
      });
      expect(res.headers['content-language']).toBe('ar');
      expect(SocialSettingsResponse.parse(res.json()).data.message).toBe('تم تحميل روابط التواصل الاجتماعي.');
    });
  });

  describe('GET /api/v1/route-rules', () => {
    it('returns every rule, cacheable for five minutes', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/route-rules' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const { data } = RouteRulesResponse.parse(res.json());
      expect(data.items).toEqual(
        expect.arrayContaining([
          { from: '/dashboard', to: '/account', permanent: false },
          { from: '/support', to: '/contact-us', permanent: true },
          { from: '/help/*', to: '/faq', permanent: true },
          { from: '/app', to: 'https://apps.apple.com/app/sakan', permanent: false },
        ]),
      );
      expect(data.items).toHaveLength(4);
    });
  });

  describe('POST /api/v1/newsletter', () => {
    const subscribe = (email: unknown, language = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        headers: { 'accept-language': language },
        payload: { email },
      });

    it('starts a pending sign-up, storing the address lower-cased with the caller’s language', async () => {
      const res = await subscribe('Layla.Hassan@Example.COM', 'ar');
      expect(res.statusCode).toBe(200);
      const body = NewsletterResponse.parse(res.json());
      expect(body.data).toEqual({
        is_success: true,
        message: 'خطوة أخيرة: تحقّق من بريدك الوارد واضغط على رابط تأكيد الاشتراك.',
      });
      const rows = await t.database.db.select().from(newsletterSubscribers);
      expect(rows).toEqual([
        expect.objectContaining({ email: 'layla.hassan@example.com', locale: 'ar', confirmedAt: null }),
      ]);
    });

    it('gives the same answer to a repeat sign-up and stores it once', async () => {
      const first = await subscribe('omar@example.com');
      const again = await subscribe('OMAR@example.com');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const rows = await t.database.db.select().from(newsletterSubscribers);
      expect(rows.filter((row) => row.email === 'omar@example.com')).toHaveLength(1);
    });

    it('rejects a missing email with 422 and a per-field message in English', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: {} });
      expect(res.statusCode).toBe(422);
      const body = AnyEnvelope.parse(res.json());
      expect(body.meta.error_code).toBe('VALIDATION_FAILED');
      expect(body.meta.code).toBe(422);
      expect(body.meta.errors).toEqual([{ field: 'email', message: 'This field is required.' }]);
      expect(body.data).toEqual({ is_success: false, message: 'Some fields need your attention.' });
    });

    it('translates validation messages into Arabic', async () => {
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        headers: { 'accept-language': 'ar' },
        payload: {},
      });
      expect(AnyEnvelope.parse(missing.json()).meta.errors).toEqual([
        { field: 'email', message: 'هذا الحقل مطلوب.' },
      ]);
      expect(missing.headers['content-language']).toBe('ar');

      const invalid = await subscribe('not-an-email', 'ar');
      const body = AnyEnvelope.parse(invalid.json());
      expect(body.meta.errors).toEqual([{ field: 'email', message: 'أدخل بريدًا إلكترونيًا صحيحًا.' }]);
      expect(body.data.message).toBe('بعض الحقول تحتاج إلى مراجعة.');
    });

    it('rejects fields the contract does not know, one entry per field', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        payload: { email: 'sara@example.com', name: 'Sara', is_admin: true },
      });
      expect(res.statusCode).toBe(422);
      expect(AnyEnvelope.parse(res.json()).meta.errors).toEqual([
        { field: 'name', message: 'This field is not allowed.' },
        { field: 'is_admin', message: 'This field is not allowed.' },
      ]);
      const rows = await t.database.db.select().from(newsletterSubscribers);
      expect(rows.some((row) => row.email === 'sara@example.com')).toBe(false);
    });
  });
});

describe('content API before any content exists', () => {
  const t = useTestApp({ seed: false });

  it('answers an empty social list instead of failing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings/social' });
    expect(res.statusCode).toBe(200);
    expect(SocialSettingsResponse.parse(res.json()).data.items).toEqual([]);
  });

  it('answers an empty rule list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/route-rules' });
    expect(RouteRulesResponse.parse(res.json()).data.items).toEqual([]);
  });
});
