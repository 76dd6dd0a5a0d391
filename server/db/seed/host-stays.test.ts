import { describe, expect, it } from 'vitest';
import { LoginResponse } from '../../../contract/auth';
import { HostOverviewResponse, HostStaysResponse } from '../../../contract/hosting-stays';
import { ReservationListResponse } from '../../../contract/reservations-account';
import { post } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { DEMO_ACCOUNT } from './demo-account';
import { riyadhToday } from './host-stays';
import { DEMO_HOST } from './review-replies';

/** The README's demo host signs in and finds a working business; the demo guest's trips still hold. */
describe('the demo host’s stays', () => {
  const t = useTestApp({ catalogue: true });

  const signIn = async (account: { email: string; password: string }) => {
    const res = await post(t.app, '/api/v1/login', { email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${LoginResponse.parse(res.json()).data.token}` };
  };

  it('has arrivals, a guest in house, past and upcoming stays, earnings and one cancellation', async () => {
    const headers = await signIn(DEMO_HOST);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/hosting/overview', headers });
    expect(res.statusCode, res.body).toBe(200);
    const o = HostOverviewResponse.parse(res.json()).data.overview;
    const today = riyadhToday();
    expect(o.arrivals.some((a) => a.check_in === today)).toBe(true);
    expect(o.departures.length).toBeGreaterThan(0);
    expect(o.in_house.some((a) => a.check_in < today)).toBe(true);
    expect(o.next_30_days.length).toBeGreaterThanOrEqual(4);
    expect(o.month.earnings.amount_minor).toBeGreaterThan(0);
    expect(o.month.occupancy_bp).toBeGreaterThan(0);
    expect(o.host_cancellations).toBe(1);
    const tab = async (name: string) =>
      HostStaysResponse.parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/v1/hosting/reservations?tab=${name}`, headers })
        ).json(),
      );
    const past = await tab('past');
    expect(past.pagination.total).toBeGreaterThanOrEqual(10);
    expect(past.data.items.every((s) => s.status === 'completed' || s.check_out <= today)).toBe(true);
    expect((await tab('cancelled')).pagination.total).toBeGreaterThanOrEqual(1);
  });

  it('leaves the demo guest’s trips as they were', async () => {
    const headers = await signIn(DEMO_ACCOUNT);
    const count = async (tab: string) =>
      ReservationListResponse.parse(
        (await t.app.inject({ method: 'GET', url: `/api/v1/reservations?tab=${tab}`, headers })).json(),
      ).pagination.total;
    expect([await count('upcoming'), await count('past'), await count('cancelled')]).toEqual([2, 3, 1]);
  });
});
