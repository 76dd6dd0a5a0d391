import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { InvestmentRequestResponse, InvestmentRequestsResponse } from '../../../contract/backoffice-queues';
import { AnyEnvelope } from '../../../contract/common';
import { NotificationsResponse } from '../../../contract/notifications';
import * as s from '../../db/schema/index';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { send } from '../../test/checkout';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';
import { startSession } from '../auth/sessions';
import { queueFixtures } from './queues-fixtures';

const BASE = '/api/v1/backoffice';

/** Investment requests: shares sold atomically from what is left, or a request declined with a reason. */
describe('backoffice queues: investment requests', () => {
  const t = useTestApp({ seed: false, poolMax: 24 });
  const make = queueFixtures(() => t.database.db);
  let finance: Account;
  const call = (method: 'GET' | 'POST', url: string, body?: unknown, lang = 'en') =>
    send(t.app, method, `${BASE}${url}`, finance.token, body, { 'accept-language': lang });
  const soldOf = async (unitId: number) =>
    (await t.database.db.select().from(s.investmentUnits).where(eq(s.investmentUnits.id, unitId)))[0]!;

  beforeAll(async () => {
    finance = await quickAccount(t.database.db, ['finance']);
  });

  it('20 parallel approvals of requests for the last shares sell exactly what is left', async () => {
    const unitId = await make.offer(7);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await make.investmentRequest(unitId, 1));
    const answers = await Promise.all(
      ids.map((id) => call('POST', `/investment-requests/${id}/approve`, {}, 'ar')),
    );
    const approved = ids.filter((_, i) => answers[i]!.statusCode === 200);
    expect(approved).toHaveLength(7);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array(13).fill(409));
    for (const answer of refused) {
      const body = AnyEnvelope.parse(answer.json());
      expect(body.data.message).toBe('لم يتبقَّ من الحصص ما يكفي هذا الطلب.');
      expect(body.meta.errors[0]).toMatchObject({
        field: 'shares',
        message: 'لم تتبقَّ أي حصة: ارفض الطلب أو اطلب من المستثمر عددًا أقل.',
      });
    }
    const unit = await soldOf(unitId);
    expect(unit).toMatchObject({ soldShares: 1_000, status: 'funded' });
    const rows = await t.database.db
      .select()
      .from(s.investmentRequests)
      .where(eq(s.investmentRequests.investmentUnitId, unitId));
    expect(
      rows
        .filter((row) => row.status === 'approved')
        .map((row) => row.id)
        .sort(),
    ).toEqual(approved.sort());
    expect(rows.filter((row) => row.status === 'new')).toHaveLength(13);
    // One audit row per approval, none for a refusal.
    for (const id of ids)
      expect(await make.auditOf('investment_request', id)).toHaveLength(approved.includes(id) ? 1 : 0);
  });

  it('the database refuses to sell past the total, whoever asks', async () => {
    const unitId = await make.offer(1);
    const failure = await t.database.db
      .update(s.investmentUnits)
      .set({ soldShares: 1_001 })
      .where(eq(s.investmentUnits.id, unitId))
      .then(
        () => null,
        (error: unknown) => (error as { cause?: { code?: string } }).cause?.code,
      );
    expect(failure).toBe('23514');
  });

  it('approves: the offer is funded at its last share, the investor is told in their language', async () => {
    const unitId = await make.offer(3);
    const investor = await make.person('ar');
    const id = await make.investmentRequest(unitId, 3, investor);
    const list = InvestmentRequestsResponse.parse(
      (await call('GET', `/investment-requests?q=INV-${String(id).padStart(6, '0')}`)).json(),
    );
    expect(list.data.items.map((item) => item.id)).toEqual([id]);
    const response = await call('POST', `/investment-requests/${id}/approve`, {});
    expect(response.statusCode, response.body).toBe(200);
    const { request } = InvestmentRequestResponse.parse(response.json()).data;
    expect(request).toMatchObject({ status: 'approved', unit: { shares_left: 0 } });
    expect((await soldOf(unitId)).status).toBe('funded');
    expect(t.outbox.findLast((m) => m.template === 'investment_approved')).toMatchObject({
      to: investor.email,
      locale: 'ar',
      params: { shares: 3 },
    });
    const token = (await startSession(t.database.db, investor.id, { secret: TEST_AUTH_SECRET })).accessToken;
    const notices = NotificationsResponse.parse(
      (
        await send(t.app, 'GET', '/api/v1/notifications', token, undefined, { 'accept-language': 'ar' })
      ).json(),
    );
    expect(notices.data.items[0]).toMatchObject({
      type: 'investment_request_approved',
      title: 'قُبل طلب الاستثمار',
    });
    expect(await make.auditOf('investment_request', id)).toMatchObject([
      {
        staffId: finance.userId,
        action: 'investment_request.approve',
        before: { status: 'new' },
        after: { status: 'approved' },
      },
    ]);
    const again = await call('POST', `/investment-requests/${id}/decline`, { reason: 'Too late now.' });
    expect(again.statusCode).toBe(409);
  });

  it('declines with the reason the investor reads, and sells nothing', async () => {
    const unitId = await make.offer(50);
    const id = await make.investmentRequest(unitId, 5);
    const reason = 'We could not reach you on the phone number you gave.';
    const response = await call('POST', `/investment-requests/${id}/decline`, { reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(InvestmentRequestResponse.parse(response.json()).data.request).toMatchObject({
      status: 'declined',
      decision_reason: reason,
    });
    expect((await soldOf(unitId)).soldShares).toBe(950);
    expect(t.outbox.findLast((m) => m.template === 'investment_declined')).toMatchObject({
      locale: 'en',
      params: { reason },
    });
    expect(await make.auditOf('investment_request', id)).toMatchObject([
      { action: 'investment_request.decline', reason, after: { status: 'declined' } },
    ]);
  });
});
