import { beforeAll, describe, expect, it } from 'vitest';
import { AuditFacetsResponse, AuditResponse } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import { staffAudit } from '../../db/schema/index';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/** GET /backoffice/audit: the admin searches the log by staff member, action, record, days and reason. */
describe('backoffice audit log screen', () => {
  const t = useTestApp({ seed: false });
  let admin: Account;
  let support: Account;

  beforeAll(async () => {
    admin = await quickAccount(t.database.db, ['admin']);
    support = await quickAccount(t.database.db, ['support']);
    const row = (staffId: string, at: string, action: string, entityId: string, reason: string | null) => ({
      staffId,
      at: new Date(at),
      action,
      entity: action.split('.')[0]!,
      entityId,
      before: { status: 'pending' },
      after: { status: 'done' },
      reason,
    });
    await t.database.db
      .insert(staffAudit)
      .values([
        row(admin.userId, '2031-03-01T10:00:00Z', 'review.hide', '7', 'Personal data in the text'),
        row(
          support.userId,
          '2031-03-02T23:59:59Z',
          'reservation.cancel',
          'SKN-AAA111',
          'Guest asked: 100% refund',
        ),
        row(support.userId, '2031-03-03T00:00:00Z', 'reservation.cancel', 'SKN-BBB222', null),
        ...Array.from({ length: 27 }, (_, i) =>
          row(
            admin.userId,
            `2031-04-01T00:${String(i).padStart(2, '0')}:00Z`,
            'promo.create',
            `P${i}`,
            `Batch ${i}`,
          ),
        ),
      ]);
  });

  const read = async (query: string, lang = 'en') => {
    const response = await send(t.app, 'GET', `/api/v1/backoffice/audit${query}`, admin.token, undefined, {
      'accept-language': lang,
    });
    expect(response.statusCode, response.body).toBe(200);
    return AuditResponse.parse(response.json());
  };
  const ids = (body: { data: { items: { entity_id: string }[] } }) =>
    body.data.items.map((item) => item.entity_id);

  it('lists newest first, 25 a page, naming who did it and what changed', async () => {
    const first = await read('');
    expect(first.pagination).toMatchObject({ page: 1, per_page: 25, total: 30, last_page: 2 });
    expect(ids(first).slice(0, 2)).toEqual(['P26', 'P25']);
    const last = await read('?page=2');
    expect(ids(last)).toEqual(['P1', 'P0', 'SKN-BBB222', 'SKN-AAA111', '7']);
    expect(last.data.items[4]).toMatchObject({
      action: 'review.hide',
      entity: 'review',
      staff: { id: admin.userId },
      before: { status: 'pending' },
      after: { status: 'done' },
      reason: 'Personal data in the text',
    });
  });

  it('lists oldest first when asked, the filters still applied', async () => {
    expect(ids(await read('?sort=at&dir=asc')).slice(0, 3)).toEqual(['7', 'SKN-AAA111', 'SKN-BBB222']);
    expect(ids(await read(`?staff=${support.userId}&dir=asc`))).toEqual(['SKN-AAA111', 'SKN-BBB222']);
  });

  it('filters by staff member, action, record, whole days and words of the reason', async () => {
    expect(ids(await read(`?staff=${support.userId}`))).toEqual(['SKN-BBB222', 'SKN-AAA111']);
    expect(ids(await read('?action=review.hide'))).toEqual(['7']);
    expect(ids(await read('?entity=reservation&entity_id=SKN-AAA111'))).toEqual(['SKN-AAA111']);
    expect(ids(await read('?from=2031-03-02&to=2031-03-02'))).toEqual(['SKN-AAA111']);
    expect(ids(await read('?from=2031-03-03&to=2031-03-31'))).toEqual(['SKN-BBB222']);
    expect(ids(await read('?q=PERSONAL'))).toEqual(['7']);
    // % and _ are letters in the search, not wildcards.
    expect(ids(await read('?q=100%25'))).toEqual(['SKN-AAA111']);
    expect(ids(await read('?q=%25_'))).toEqual([]);
    expect((await read('?action=promo.create&page=9')).pagination.page).toBe(2);
  });

  it('refuses odd filters with a translated 422, never a 500', async () => {
    for (const query of [
      '?staff=42',
      '?from=2031-02-30',
      '?from=1800-01-01',
      '?q=a%00b',
      `?entity_id=${'x'.repeat(81)}`,
      '?page=0',
      '?page=99999999999',
      '?sort=action',
      '?dir=up',
    ]) {
      const response = await send(t.app, 'GET', `/api/v1/backoffice/audit${query}`, admin.token);
      expect(response.statusCode, query).toBe(422);
    }
    const range = await send(
      t.app,
      'GET',
      '/api/v1/backoffice/audit?from=2031-03-02&to=2031-03-01',
      admin.token,
      undefined,
      {
        'accept-language': 'ar',
      },
    );
    expect(range.statusCode).toBe(422);
    expect(AnyEnvelope.parse(range.json()).meta.errors).toEqual([
      { field: 'to', message: 'لا يمكن أن يكون تاريخ النهاية قبل تاريخ البداية.' },
    ]);
  });

  it('offers the actions, kinds of record and staff members the log holds', async () => {
    const facets = AuditFacetsResponse.parse(
      (await send(t.app, 'GET', '/api/v1/backoffice/audit/facets', admin.token)).json(),
    ).data;
    expect(facets.actions).toEqual(['promo.create', 'reservation.cancel', 'review.hide']);
    expect(facets.entities).toEqual(['promo', 'reservation', 'review']);
    expect(facets.staff.map((member) => member.id).sort()).toEqual([admin.userId, support.userId].sort());
  });
});
