import { describe, expect, it } from 'vitest';
import { LoginResponse } from '../../../contract/auth';
import { ConflictsResponse } from '../../../contract/backoffice';
import { HostCalendarResponse } from '../../../contract/hosting-calendar';
import { post } from '../../test/accounts';
import { totpCode } from '../../modules/auth/totp';
import { codeStep } from '../../test/staff';
import { useTestApp } from '../../test/test-app';
import { DEMO_HOST } from './review-replies';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_SUPPORT } from './staff-access';
import { DEMO_ADMIN, DEMO_CONFLICT_FEED } from './staff-demo';

/**
 * The README's demo admin signs in (password, then a code from the demo's fixed TOTP secret) and finds
 * one night sold twice, which the demo host sees too.
 */
describe('the demo admin', () => {
  const t = useTestApp({ catalogue: true });
  const tokenOf = async (account: { email: string; password: string }) =>
    LoginResponse.parse(
      (await post(t.app, '/api/v1/login', { email: account.email, password: account.password })).json(),
    ).data.token;

  const adminToken = async () => {
    const step = await post(t.app, '/api/v1/login', {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    expect(step.statusCode).toBe(202);
    const { challenge } = step.json<{ data: { second_factor: { challenge: string } } }>().data.second_factor;
    const done = await codeStep(t.app, { challenge, code: totpCode(DEMO_ADMIN_TOTP_SECRET) });
    return LoginResponse.parse(done.json()).data.token;
  };

  it('reads the seeded conflict in the console, and the host sees it on the unit’s calendar', async () => {
    const admin = await t.app.inject({
      url: '/api/v1/backoffice/calendar-conflicts',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(admin.statusCode, admin.body).toBe(200);
    const items = ConflictsResponse.parse(admin.json()).data.items;
    expect(items).toHaveLength(1);
    const [conflict] = items;
    expect(conflict).toMatchObject({ feed_name: DEMO_CONFLICT_FEED, host: { email: DEMO_HOST.email } });
    expect(conflict?.first_night).toBe(conflict?.reservation.check_in);

    const host = await t.app.inject({
      url: `/api/v1/hosting/units/${conflict?.unit.id}/calendar`,
      headers: { authorization: `Bearer ${await tokenOf(DEMO_HOST)}` },
    });
    const night = HostCalendarResponse.parse(host.json()).data.calendar.nights.find(
      (n) => n.date === conflict?.first_night,
    );
    expect(night).toMatchObject({ status: 'booked', conflict: true, sources: [DEMO_CONFLICT_FEED] });
    expect(night?.stay?.code).toBe(conflict?.reservation.code);
  });

  it('seeds a support agent who signs in with the password and is asked to set up the factor', async () => {
    const token = await tokenOf(DEMO_SUPPORT);
    const me = await t.app.inject({
      url: '/api/v1/backoffice/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json<{ meta: { error_code: string } }>().meta.error_code).toBe('MFA_REQUIRED');
  });
});
