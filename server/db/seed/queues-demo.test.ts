import { describe, expect, it } from 'vitest';
import { LoginResponse } from '../../../contract/auth';
import {
  InvestmentRequestsResponse,
  ModerationReviewsResponse,
  ReviewUnitsResponse,
  SubmissionsResponse,
} from '../../../contract/backoffice-queues';
import { ConsoleMeResponse } from '../../../contract/backoffice';
import { totpCode } from '../../modules/auth/totp';
import { post } from '../../test/accounts';
import { codeStep } from '../../test/staff';
import { useTestApp } from '../../test/test-app';
import { demoInvestor, demoReviewText, demoReviewUnit, demoSubmission } from './queues-demo';
import { DEMO_ADMIN_TOTP_SECRET } from './staff-access';
import { DEMO_ADMIN } from './staff-demo';

/** The demo admin finds something waiting in every queue, each e2e language its own item. */
describe('the demo queues', () => {
  const t = useTestApp({ catalogue: true });

  it('fill every queue the demo admin sees', async () => {
    // The README's demo admin: the password, then a code from the demo's fixed TOTP secret.
    const step = await post(t.app, '/api/v1/login', {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    expect(step.statusCode).toBe(202);
    const { challenge } = step.json<{ data: { second_factor: { challenge: string } } }>().data.second_factor;
    const done = await codeStep(t.app, { challenge, code: totpCode(DEMO_ADMIN_TOTP_SECRET) });
    const token = LoginResponse.parse(done.json()).data.token;
    const get = (url: string) =>
      t.app.inject({ url: `/api/v1/backoffice${url}`, headers: { authorization: `Bearer ${token}` } });
    const { counts } = ConsoleMeResponse.parse((await get('/me')).json()).data.me;
    expect(counts).toMatchObject({
      'property-submissions': 3,
      'units-in-review': 3,
      'investment-requests': 3,
      reviews: 3,
      'contact-messages': 2,
    });
    for (const tag of ['en', 'ar'] as const) {
      const submissions = SubmissionsResponse.parse(
        (await get(`/property-submissions?q=${demoSubmission(tag)}`)).json(),
      );
      expect(submissions.data.items).toMatchObject([{ status: 'submitted', has_account: true }]);
      const units = ReviewUnitsResponse.parse(
        (await get(`/units-in-review?q=${demoReviewUnit(tag)}`)).json(),
      );
      expect(units.data.items[0]?.licence_number).toMatch(/^TL-/);
      expect(units.data.items[0]?.photos).toBeGreaterThan(0);
      const requests = InvestmentRequestsResponse.parse(
        (await get(`/investment-requests?q=${demoInvestor(tag)}`)).json(),
      );
      expect(requests.data.items).toHaveLength(1);
      const reviews = ModerationReviewsResponse.parse(
        (await get(`/reviews?q=${encodeURIComponent(demoReviewText(tag))}`)).json(),
      );
      expect(reviews.data.items).toMatchObject([{ waiting: true, hidden: false }]);
    }
  });
});
