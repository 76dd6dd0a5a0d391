import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { freshIp, newAccount, post } from '../accounts';
import { useTestApp } from '../test-app';

/**
 * A registration burst (issue 19: twenty sign-ups at once took the database down). Password work is
 * queued and bounded; what does not fit is a translated 503 with Retry-After, and reads stay served.
 * The full-size run, against the real server and its SCRAM-authenticated PostgreSQL, is `npm run chaos`.
 */
describe('a burst of registrations', () => {
  const t = useTestApp({ catalogue: true });

  it(
    'answers each with 201 or a 503 with Retry-After, while reads and /health stay 200',
    { timeout: 120_000 },
    async () => {
      const registrations = Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          post(t.app, '/api/v1/register', newAccount({ name: `Burst Guest ${i}` }), {
            headers: { 'accept-language': 'ar' },
          }),
        ),
      );
      const reads = Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.app.inject({
            method: 'GET',
            url: `/api/v1/units/filter?per_page=5&page=${i + 1}`,
            remoteAddress: freshIp(),
          }),
        ),
      );
      const health = await t.app.inject({ method: 'GET', url: '/health' });
      const [registered, read] = await Promise.all([registrations, reads]);

      const statuses = registered.map((res) => res.statusCode);
      expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
      const refused = registered.filter((res) => res.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const res of refused) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        const body = AnyEnvelope.parse(res.json());
        expect(body.meta.error_code).toBe('UNAVAILABLE');
        expect(body.data.message).toBe('الضغط علينا كبير الآن. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.');
      }
      expect(read.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      expect(health.statusCode).toBe(200);
    },
  );
});
