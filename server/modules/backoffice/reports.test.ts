import { beforeAll, describe, expect, it } from 'vitest';
import { ReportResponse, type Report } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import type { Role } from '../../../contract/roles';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { quickGuest, send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { randomLedger } from './reports-fixtures';

/**
 * The business's reports: who may read them, and that their totals equal the ledger: random stays,
 * cancellations and refunds in a window of 2031 (nothing else in this database is there), summed
 * here from the rows written, against what the SQL reports by month, city and unit.
 */
describe('backoffice reports', () => {
  const t = useTestApp({ workJobs: false, seed: false });
  const db = () => t.database.db;
  const people: Partial<Record<Role | 'guest', Account>> = {};
  const expected = { nights: 0, room: 0, bookings: 0, cancellations: 0, revenue: 0, refunds: 0, units: 0 };

  beforeAll(async () => {
    for (const role of ['admin', 'support', 'content', 'finance', 'host'] as const) {
      people[role] = await quickAccount(db(), [role]);
    }
    people.guest = await quickGuest(db());
    Object.assign(expected, await randomLedger(db(), people.guest!.userId));
  });

  const read = (token: string | undefined, query: string, lang = 'en', path = '/reports') =>
    send(t.app, 'GET', `/api/v1/backoffice${path}?${query}`, token ?? '', undefined, {
      'accept-language': lang,
    });
  const report = async (query: string): Promise<Report> =>
    ReportResponse.parse((await read(people.finance?.token, query)).json()).data.report;
  const sum = (rows: Report['rows'], pick: (row: Report['rows'][number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);

  it.each([
    ['a stranger', undefined, 401],
    ['a guest', 'guest', 403],
    ['a host', 'host', 403],
    ['support staff', 'support', 403],
    ['content staff', 'content', 403],
    ['finance staff', 'finance', 200],
    ['an admin', 'admin', 200],
  ] as const)('%s (%s) gets %i from the report and its CSV', async (_who, role, status) => {
    for (const path of ['/reports', '/reports/export']) {
      const response = await read(
        role ? people[role]?.token : undefined,
        'from=2031-01&to=2031-06',
        'en',
        path,
      );
      expect(response.statusCode, `${path}: ${response.body}`).toBe(status);
      if (status !== 200) expect(AnyEnvelope.parse(response.json()).data.is_success).toBe(false);
    }
  });

  it('totals equal the ledger, and every grouping adds up to them', async () => {
    // The random ledger has some of everything, so each measure is really compared.
    for (const value of Object.values(expected)) expect(value).toBeGreaterThan(0);
    const byMonth = await report('from=2031-01&to=2031-06&by=month');
    expect(byMonth.totals).toMatchObject({
      nights_available: expected.units * 181,
      nights_sold: expected.nights,
      room_revenue: { amount_minor: expected.room },
      bookings: expected.bookings,
      cancellations: expected.cancellations,
      revenue: { amount_minor: expected.revenue },
      refunds: { amount_minor: expected.refunds },
    });
    expect(byMonth.totals.occupancy_bp).toBe(Math.round((expected.nights * 10_000) / (expected.units * 181)));
    expect(byMonth.rows.map((row) => row.key)).toEqual([
      '2031-01',
      '2031-02',
      '2031-03',
      '2031-04',
      '2031-05',
      '2031-06',
    ]);
    for (const by of ['month', 'city', 'unit'] as const) {
      const { rows, totals } = await report(`from=2031-01&to=2031-06&by=${by}`);
      expect(
        sum(rows, (row) => row.nights_sold),
        by,
      ).toBe(totals.nights_sold);
      expect(
        sum(rows, (row) => row.room_revenue.amount_minor),
        by,
      ).toBe(totals.room_revenue.amount_minor);
      expect(
        sum(rows, (row) => row.revenue.amount_minor),
        by,
      ).toBe(totals.revenue.amount_minor);
      expect(
        sum(rows, (row) => row.refunds.amount_minor),
        by,
      ).toBe(totals.refunds.amount_minor);
      expect(
        sum(rows, (row) => row.nights_available),
        by,
      ).toBe(totals.nights_available);
    }
  });

  it('exports the whole report as CSV with its header in the caller’s language and the totals', async () => {
    const response = await read(
      people.admin?.token,
      'from=2031-01&to=2031-06&by=unit',
      'ar',
      '/reports/export',
    );
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('sakan-report-by-unit-2031-01-to-2031-06.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('الليالي المبيعة');
    expect(lines).toHaveLength(1 + expected.units + 1);
    expect(lines.at(-1)).toMatch(/^الإجمالي,/);
  });

  it('refuses a reversed, too long or malformed range with a translated 422', async () => {
    for (const query of [
      'from=2031-06&to=2031-01',
      'from=2028-01&to=2031-01',
      'from=2031-13&to=2031-12',
      'from=2031-01',
      'from=2031-01&to=2031-02&by=week',
      'from=2031-01&to=2031-02&page=0',
      'from=2031-01%00&to=2031-02',
    ]) {
      const response = await read(people.admin?.token, query, 'ar');
      expect(response.statusCode, query).toBe(422);
      expect(AnyEnvelope.parse(response.json()).data.message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
