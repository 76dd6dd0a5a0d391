import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../contract/common';
import { useTestApp } from '../test/test-app';

describe('load shedding', () => {
  // A heap limit of one byte: the instance is always "under pressure".
  const t = useTestApp({ seed: false, pressure: { maxHeapUsedBytes: 1, sampleInterval: 10 } });

  it('answers 503 with Retry-After in the translated envelope, and still answers /health', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/settings/social',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const body = AnyEnvelope.parse(res.json());
    expect(body.meta.error_code).toBe('UNAVAILABLE');
    expect(body.data.message).toBe('الضغط علينا كبير الآن. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.');
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
