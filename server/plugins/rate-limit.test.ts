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
