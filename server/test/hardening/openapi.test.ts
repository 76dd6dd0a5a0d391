import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';

describe('the published contract', () => {
  const t = useTestApp({ seed: false });

  it('serves OpenAPI for every API operation, with the contract’s schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/register',
        '/api/v1/units/{id}',
        '/api/v1/units/available-days',
        '/health',
      ]),
    );
    const register = JSON.stringify(doc.paths['/api/v1/register']?.post?.requestBody);
    // The NUL refusal is part of the published schema, not only of the server's checks.
    expect(register).toContain('"pattern":"^[^\\\\u0000]*$"');
  });

  it('serves a readable page at /api/docs under its own strict policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
