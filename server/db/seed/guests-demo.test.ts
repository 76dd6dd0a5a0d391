import { describe, expect, it } from 'vitest';
import { GuestDetailResponse, GuestsResponse } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import { post } from '../../test/accounts';
import { demoAdminToken } from '../../test/staff';
import { useTestApp } from '../../test/test-app';
import { DEMO_ACCOUNT } from './demo-account';
import { DEMO_BLOCKED } from './guests-demo';
import { DEMO_ADMIN } from './staff-demo';

/** The README's demo admin finds the demo guest with stays and both ledgers, and the blocked account. */
describe('the console’s demo guests', () => {
  const t = useTestApp({ catalogue: true });
  const read = async (url: string) => {
    const token = await demoAdminToken(t.app);
    return t.app.inject({ url: `/api/v1/backoffice${url}`, headers: { authorization: `Bearer ${token}` } });
  };

  it('finds the demo guest by phone, with stays, coins and points history', async () => {
    const found = GuestsResponse.parse((await read('/guests?q=0500000030')).json()).data.items;
    expect(found.map((row) => row.email)).toEqual([DEMO_ACCOUNT.email]);
    expect(found[0]).toMatchObject({ coins: 2_200, blocked: false });
    const detail = GuestDetailResponse.parse((await read(`/guests/${DEMO_ACCOUNT.id}`)).json()).data.guest;
    expect(detail.stays.total).toBeGreaterThan(2);
    expect(detail.stays.items[0]?.code).toMatch(/^SKN-/);
    expect(detail.coins.items.length).toBeGreaterThan(1);
    expect(detail.points.items.some((entry) => entry.reason === 'stay_completed')).toBe(true);
    expect(detail.profile).toMatchObject({ coins: 2_200, blocked: null });
  });

  it('shows the blocked account with who blocked it and why; it cannot sign in', async () => {
    const detail = GuestDetailResponse.parse((await read(`/guests/${DEMO_BLOCKED.id}`)).json()).data.guest;
    expect(detail.profile.blocked).toMatchObject({
      reason: DEMO_BLOCKED.reason,
      by: { email: DEMO_ADMIN.email },
    });
    const login = await post(t.app, '/api/v1/login', {
      email: DEMO_BLOCKED.email,
      password: DEMO_BLOCKED.password,
    });
    expect(login.statusCode).toBe(403);
    expect(AnyEnvelope.parse(login.json()).data.is_success).toBe(false);
  });
});
