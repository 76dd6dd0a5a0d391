import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EarningsResponse } from '../../../contract/hosting-earnings';
import * as s from '../../db/schema/index';
import { quickGuest, send } from '../../test/checkout';
import { freshIp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { cell, decimal } from './earnings-csv';
import { bookStay, makeHost } from './earnings-fixtures';

const thisMonth = new Date().toISOString().slice(0, 7);
const ROUTES = ['/api/v1/hosting/earnings', '/api/v1/hosting/earnings.csv'] as const;

describe('/hosting/earnings', () => {
  const t = useTestApp({ workJobs: false, hostFeeBp: 1000 });
  let hostA: { userId: string; token: string };
  let hostB: { userId: string; token: string };
  let guest: { userId: string; token: string };
  let support: { userId: string; token: string };
  let code = '';

  beforeAll(async () => {
    const db = t.database.db;
    [hostA, hostB, guest, support] = await Promise.all([
      makeHost(db),
      makeHost(db),
      quickGuest(db),
      quickGuest(db),
    ]);
    await db
      .update(s.users)
      .set({ roles: ['support'] })
      .where(eq(s.users.id, support.userId));
    const id = await bookStay(t.app, db, hostA.userId, {
      outcome: 'completed',
      basePriceMinor: 100_000,
      cleaningFeeMinor: 0,
      nights: 1,
      extras: false,
      coins: 0,
      promoPercent: 0,
      daysAgo: 1,
      feeBp: 1000,
    });
    const [row] = await db
      .select({ code: s.reservations.code })
      .from(s.reservations)
      .where(eq(s.reservations.id, id));
    code = row?.code ?? '';
    // A title a spreadsheet would run as a formula.
    await db
      .update(s.units)
      .set({ titleEn: '=HYPERLINK("http://x.test","Flat, sea view")' })
      .where(eq(s.units.hostId, hostA.userId));
  });

  const who = () => ({ stranger: null, guest, support, hostB, hostA });
  const cases = [
    { as: 'stranger', status: 401, lines: 0 },
    { as: 'guest', status: 403, lines: 0 },
    { as: 'support', status: 403, lines: 0 },
    { as: 'hostB', status: 200, lines: 0 },
    { as: 'hostA', status: 200, lines: 1 },
  ] as const;

  for (const route of ROUTES) {
    for (const c of cases) {
      it(`answers ${c.status} to ${c.as} on ${route.slice(8)}, with ${c.lines} of host A's lines`, async () => {
        const account = who()[c.as];
        const res = account
          ? await send(t.app, 'GET', route, account.token)
          : await t.app.inject({ method: 'GET', url: route, remoteAddress: freshIp() });
        expect(res.statusCode).toBe(c.status);
        if (c.status !== 200) return;
        if (route.endsWith('.csv')) expect(res.body.includes(code)).toBe(c.lines > 0);
        else expect(EarningsResponse.parse(res.json()).data.earnings.lines).toHaveLength(c.lines);
      });
    }
  }

  it("gives the owner the stay's split: 10 % of the price, 15 % VAT on it, due a day after check-in", async () => {
    const res = await send(t.app, 'GET', '/api/v1/hosting/earnings', hostA.token);
    const { earnings } = EarningsResponse.parse(res.json()).data;
    const [line] = earnings.lines;
    // 1,000.00 a night + 15 % VAT = 1,150.00 paid; fee 100.00, VAT on it 15.00, payout 885.00.
    expect(line).toMatchObject({
      code,
      paid: { amount_minor: 115_000 },
      guest_vat: { amount_minor: 15_000 },
      platform_fee: { amount_minor: 10_000 },
      vat_on_fee: { amount_minor: 1_500 },
      payout: { amount_minor: 88_500 },
    });
    // Check-in at 15:00 in Riyadh (UTC+3) is 12:00 UTC; the payout falls due 24 hours later.
    const next = new Date(Date.parse(`${line?.check_in}T12:00:00Z`) + 86_400_000).toISOString();
    expect(line?.due_at).toBe(next);
    expect(earnings.months).toEqual([
      expect.objectContaining({ month: line?.check_in.slice(0, 7), stays: 1 }),
    ]);
  });

  it("sends the CSV as an attachment: BOM, a header in the caller's language, decimals, no formulas", async () => {
    const res = await send(
      t.app,
      'GET',
      `/api/v1/hosting/earnings.csv?from=2020-01&to=2022-12`,
      hostA.token,
      undefined,
      {
        'accept-language': 'ar',
      },
    );
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sakan-earnings-2020-01-to-2022-12.csv"',
    );
    expect(res.body.startsWith('\uFEFFرمز الحجز,')).toBe(true);

    const own = await send(t.app, 'GET', '/api/v1/hosting/earnings.csv', hostA.token);
    const rows = own.body.slice(1).split('\r\n');
    expect(rows[0]).toMatch(/^Reservation code,Unit,Check-in,/);
    expect(rows[1]).toContain(`${code},"'=HYPERLINK(""http://x.test"",""Flat, sea view"")",`);
    expect(rows[1]).toContain(',1150.00,0.00,150.00,100.00,15.00,885.00,');
    expect(rows[2]).toBe('Total,,,,1150.00,0.00,150.00,100.00,15.00,885.00,');
  });

  it.each([
    ['from=2026-05&to=2026-01', 422],
    ['from=2020-01&to=2026-01', 422],
    ['from=2026-13', 422],
    ['from=2026-1', 422],
    ['to=9999-01', 422],
    ['from=2026-01%00', 422],
    ['nope=1', 422],
    [`from=${thisMonth}&to=${thisMonth}`, 200],
  ])('answers %s with %i and a translated message', async (query, status) => {
    const res = await send(t.app, 'GET', `/api/v1/hosting/earnings?${query}`, hostA.token, undefined, {
      'accept-language': 'ar',
    });
    expect(res.statusCode).toBe(status);
    const body = res.json() as { meta: { code: number }; data: { message: string } };
    expect(body.meta.code).toBe(status);
    expect(body.data.message).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('CSV cells', () => {
  it('defuse formulas and quote what needs quoting', () => {
    expect(['=1+1', '+966', '-5', '@SUM(A1)', '\tx', 'plain', 'a,b', 'say "hi"'].map(cell)).toEqual([
      "'=1+1",
      "'+966",
      "'-5",
      "'@SUM(A1)",
      "'\tx",
      'plain',
      '"a,b"',
      '"say ""hi"""',
    ]);
  });

  it('write halalas as plain decimals', () => {
    expect([0, 5, 100, 115_000, 123_456_789].map(decimal)).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '1150.00',
      '1234567.89',
    ]);
  });
});
