import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../contract/common';
import { AppError } from '../lib/app-error';
import { useTestApp } from '../test/test-app';

const SECRET = 'connection to db-primary.internal:5432 failed for user sakan_admin';

describe('error envelope', () => {
  const t = useTestApp({
    seed: false,
    configure: (app) => {
      app.get('/api/v1/test/boom', async () => {
        throw new Error(SECRET);
      });
      app.get('/api/v1/test/conflict', async () => {
        throw new AppError('CONFLICT', 409, 'errors.conflict');
      });
      app.get('/test/outside-api', async () => {
        throw new Error(SECRET);
      });
    },
  });

  it('hides unexpected errors behind a generic message that names the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = AnyEnvelope.parse(res.json());
    expect(body.meta.error_code).toBe('INTERNAL');
    expect(body.data).toEqual({
      is_success: false,
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(body.meta.request_id).toBe(res.headers['x-request-id']);
    expect(res.body).not.toContain('db-primary');
    expect(res.body).not.toContain('at ');
  });

  it('translates the generic message too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/boom',
      headers: { 'accept-language': 'ar' },
    });
    expect(AnyEnvelope.parse(res.json()).data.message).toBe('حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.');
  });

  it('uses the envelope for errors outside /api as well', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/outside-api' });
    expect(res.statusCode).toBe(500);
    expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('INTERNAL');
    expect(res.body).not.toContain('db-primary');
  });

  it('sends an AppError with its own status, code and translated message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/conflict',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(409);
    const body = AnyEnvelope.parse(res.json());
    expect(body.meta).toMatchObject({ code: 409, error_code: 'CONFLICT' });
    expect(body.meta.errors).toEqual([{ message: 'يتعارض هذا مع بيانات موجودة لدينا.' }]);
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    const body = AnyEnvelope.parse(res.json());
    expect(body.meta.error_code).toBe('BAD_REQUEST');
    expect(body.data.message).toBe('محتوى الطلب ليس بصيغة JSON صحيحة.');
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'a'.repeat(100_000)}@example.com` }),
    });
    expect(res.statusCode).toBe(413);
    expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers unknown API routes with a translated 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/nope', headers: { 'accept-language': 'ar' } });
      expect(res.statusCode).toBe(404);
      const body = AnyEnvelope.parse(res.json());
      expect(body.meta).toMatchObject({ code: 404, error_code: 'NOT_FOUND' });
      expect(body.data.message).toBe('لم نعثر على ما تبحث عنه.');
      expect(res.headers['content-language']).toBe('ar');
    }
  });
});

describe('request ids and base headers', () => {
  const t = useTestApp({ seed: false });

  it('echoes a caller’s x-request-id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { 'x-request-id': 'edge-7f3a.1' },
    });
    expect(res.headers['x-request-id']).toBe('edge-7f3a.1');
    expect(AnyEnvelope.parse(res.json()).meta.request_id).toBe('edge-7f3a.1');
  });

  it('replaces a missing or unsafe request id with a UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/route-rules' });
    expect(none.headers['x-request-id']).toMatch(uuid);
    const unsafe = await t.app.inject({
      method: 'GET',
      url: '/api/v1/route-rules',
      headers: { 'x-request-id': 'x\n{"level":60}' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(uuid);
  });

  it('sets the security headers on every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/route-rules' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
  });
});
