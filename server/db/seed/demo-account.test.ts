import { describe, expect, it } from 'vitest';
import { LoginResponse } from '../../../contract/auth';
import { post } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { seedDatabase } from './index';
import { DEMO_ACCOUNT } from './demo-account';

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
