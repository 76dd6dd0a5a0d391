import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { freshIp, post } from '../accounts';
import { useTestApp } from '../test-app';

/** Anonymous writes are limited per IP and per address (plugins/rate-limit.ts, `writeLimit`). */
describe('limits on anonymous writes', () => {
  const t = useTestApp({ catalogue: true });
  const subscribe = (email: string, ip: string) => post(t.app, '/api/v1/newsletter', { email }, { ip });

  it('stops a flood of newsletter sign-ups from one IP with the translated 429 and Retry-After', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1)
      statuses.push((await subscribe(`reader-${i}@example.com`, ip)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(3).fill(429));
    const res = await post(
      t.app,
      '/api/v1/newsletter',
      { email: 'one-more@example.com' },
      { ip, headers: { 'accept-language': 'ar' } },
    );
    expect(res.headers['retry-after']).toBeDefined();
    expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('RATE_LIMITED');
  });

  it('stops one address being signed up again and again from many IPs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await subscribe('Target@Example.com', freshIp())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('limits anonymous investment requests per address too', async () => {
    const body = (i: number) => ({
      investment_unit: 'hittin-serviced-apartments',
      shares: 10,
      name: 'Layla Haddad',
      email: 'investor@example.com',
      phone: '+966501234567',
      message: `try ${i}`,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await post(t.app, '/api/v1/investment/requests', body(i))).statusCode);
    expect(statuses, JSON.stringify(statuses)).toEqual([...Array(10).fill(201), 429, 429]);
  });
});
