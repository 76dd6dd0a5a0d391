import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

let attempt = 0;
const login = (app: ReturnType<typeof useTestApp>['app']) =>
  app
    .inject({
      method: 'POST',
      url: '/api/v1/login',
      // A new address each time, so the per-account lockout never answers instead of the limit.
      payload: { email: `someone-${++attempt}@sakan.example`, password: 'not the password' },
    })
    .then((res) => res.statusCode);

describe('per-IP limits shared by several worker processes without Redis', () => {
  const t = useTestApp({ rateLimit: { processes: 2 } });

  it('lets each of 2 workers allow half of a limit, so the whole server stays near it', async () => {
    // signIn allows 20 a minute; with 2 workers each allows 10.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push(await login(t.app));
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });
});

describe('per-IP limits behind a trusted load balancer (TRUST_PROXY)', () => {
  const t = useTestApp({ trustProxy: ['127.0.0.1'], seed: false });
  // The contact form allows 5 messages in 10 minutes per address; an empty one is refused (422) but
  // still counted, which keeps this test free of mail and password hashing.
  const contactVia = (remoteAddress: string, forwardedFor: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/v1/contact',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: {},
      })
      .then((res) => res.statusCode);

  it('counts each client the balancer names, and ignores the header from anyone else', async () => {
    for (let i = 0; i < 5; i++) expect(await contactVia('127.0.0.1', '203.0.113.7')).not.toBe(429);
    expect(await contactVia('127.0.0.1', '203.0.113.7')).toBe(429);
    expect(await contactVia('127.0.0.1', '203.0.113.8')).not.toBe(429);
    // A client that is not the balancer cannot pick a fresh address by writing the header itself.
    for (let i = 0; i < 5; i++) await contactVia('198.51.100.1', `192.0.2.${i}`);
    expect(await contactVia('198.51.100.1', '192.0.2.250')).toBe(429);
  });
});
