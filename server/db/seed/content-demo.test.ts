import { describe, expect, it } from 'vitest';
import {
  AdminFaqsResponse,
  AdminPromosResponse,
  ContentVersionsResponse,
  PromoRedemptionsResponse,
} from '../../../contract/backoffice';
import { demoAdminToken } from '../../test/staff';
import { useTestApp } from '../../test/test-app';
import { DEMO_ADMIN } from './staff-demo';

/** The demo admin opens the console on a history of edits and promo codes guests have used. */
describe('the content demo', () => {
  const t = useTestApp({ catalogue: true, workJobs: false });

  it('shows versions by the demo admin and codes with redemptions', async () => {
    const token = await demoAdminToken(t.app);
    const get = async (url: string) =>
      (
        await t.app.inject({ url: `/api/v1/backoffice${url}`, headers: { authorization: `Bearer ${token}` } })
      ).json();

    const [faq] = AdminFaqsResponse.parse(await get('/faqs')).data.items;
    expect(faq?.version).toBe(3);
    const faqVersions = ContentVersionsResponse.parse(await get(`/faqs/${faq?.id}/versions`)).data.items;
    expect(faqVersions.map((v) => [v.version, v.created_by?.name ?? null, v.restored_from])).toEqual([
      [3, DEMO_ADMIN.name, 1],
      [2, DEMO_ADMIN.name, null],
      [1, null, null],
    ]);
    const pageVersions = ContentVersionsResponse.parse(await get('/pages/about-us/versions')).data.items;
    expect(pageVersions.map((v) => v.version)).toEqual([3, 2, 1]);

    const promos = AdminPromosResponse.parse(await get('/promo-codes?sort=code&dir=asc')).data.items;
    const status = Object.fromEntries(promos.map((p) => [p.code, p.status]));
    expect(status).toMatchObject({ FAMILY100: 'active', RAMADAN25: 'paused', SUMMER15: 'scheduled' });
    const family = promos.find((p) => p.code === 'FAMILY100');
    expect(family?.uses).toBe(2);
    const used = PromoRedemptionsResponse.parse(await get(`/promo-codes/${family?.id}/redemptions`)).data
      .items;
    expect(used).toHaveLength(2);
    expect(used[0]?.discount).toEqual({ amount_minor: 10_000, currency: 'SAR' });
    expect(used[0]?.guest.email).toMatch(/@reviewers\.sakan\.example$/);
  });
});
