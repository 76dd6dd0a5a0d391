import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LoginResponse } from '../../../contract/auth';
import { post } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { seedDatabase } from './index';
import { DEMO_ACCOUNT } from './demo-account';
import { DEMO_COIN_BALANCE } from './trips';

describe('the demo account', () => {
  const t = useTestApp();

  it('signs in with the README’s email and password, with a finished profile', async () => {
    const res = await post(t.app, '/api/v1/login', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    expect(res.statusCode).toBe(200);
    const { user } = LoginResponse.parse(res.json()).data;
    expect(user).toMatchObject({ id: DEMO_ACCOUNT.id, account_ready: true });
  });

  it('is written once: seeding again changes nothing', async () => {
    expect(await seedDatabase(t.database.db, { catalogue: false })).toBe(false);
  });
});

describe('the demo account’s favourites and notifications', () => {
  const t = useTestApp({ catalogue: true });

  it('has saved stays and a dozen notifications, four unread, written once', async () => {
    const login = await post(t.app, '/api/v1/login', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    const token = LoginResponse.parse(login.json()).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const favorites = await t.app.inject({ method: 'GET', url: '/api/v1/favorites', headers });
    expect(favorites.json().pagination.total).toBe(5);
    const count = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/unread/count', headers });
    // The dozen seeded notices (four unread), plus one unread "points earned" for each of the three past
    // stays the trips seed completes through the real completion job.
    expect(count.json().data.unread).toBe(7);
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers });
    expect(all.json().pagination.total).toBe(15);
    expect(await seedDatabase(t.database.db)).toBe(false);
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers });
    expect(again.json().pagination.total).toBe(15);
  });

  it('has the coin balance the README promises', async () => {
    const login = await post(t.app, '/api/v1/login', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    const headers = { authorization: `Bearer ${LoginResponse.parse(login.json()).data.token}` };
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/loyalty/progress', headers });
    expect(res.json().data.progress.coins.balance).toBe(2_200);
    expect(DEMO_COIN_BALANCE).toBe(2_200);
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    // Both places that give the demo guest's coins give the seeded figure, and its worth.
    expect(readme).toContain('2,200 coins and loyalty points');
    expect(readme).toContain('(2,200 coins, worth 220.00 SAR;');
    expect(readme).not.toMatch(/2,000\+? coins/);
  });
});
