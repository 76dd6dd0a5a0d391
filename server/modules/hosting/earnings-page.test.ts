import { describe, expect, it } from 'vitest';
import { EARNINGS_PER_PAGE, type Earnings, type EarningsLine } from '../../../contract/hosting-earnings';
import { pageOfEarnings } from './earnings-service';

const sar = (amount_minor: number) => ({ amount_minor, currency: 'SAR' as const });
const line = (n: number): EarningsLine => ({
  code: `SKN-${String(n).padStart(4, '0')}`,
  unit_title: 'Flat',
  check_in: '2026-03-01',
  check_out: '2026-03-03',
  paid: sar(100_000),
  refunded: sar(0),
  guest_vat: sar(13_043),
  platform_fee: sar(8_696),
  vat_on_fee: sar(1_304),
  payout: sar(76_957),
  due_at: '2026-03-02T12:00:00.000Z',
});
const totals = {
  stays: 0,
  paid: sar(0),
  refunded: sar(0),
  guest_vat: sar(0),
  platform_fee: sar(0),
  vat_on_fee: sar(0),
  payout: sar(0),
};
const statement = (count: number): Earnings => ({
  fee_bp: 1000,
  lines: Array.from({ length: count }, (_, i) => line(i + 1)),
  pagination: { page: 1, per_page: count || 1, total: count, last_page: 1 },
  months: [],
  totals: { ...totals, stays: count },
});

describe('a page of the statement (a busy host’s year is hundreds of stays)', () => {
  it('cuts the lines into pages and keeps the totals of the whole range', () => {
    const all = statement(EARNINGS_PER_PAGE * 2 + 3);
    const second = pageOfEarnings(all, 2);
    expect(second.lines.map((l) => l.code)).toEqual(
      all.lines.slice(EARNINGS_PER_PAGE, EARNINGS_PER_PAGE * 2).map((l) => l.code),
    );
    expect(second.pagination).toEqual({
      page: 2,
      per_page: EARNINGS_PER_PAGE,
      total: all.lines.length,
      last_page: 3,
    });
    expect(second.totals.stays).toBe(all.lines.length);
    expect(pageOfEarnings(all, 3).lines).toHaveLength(3);
  });

  it('shows the last page for a page past the end, and one empty page for no stays', () => {
    const all = statement(7);
    expect(pageOfEarnings(all, 9).pagination.page).toBe(1);
    expect(pageOfEarnings(all, 9).lines).toHaveLength(7);
    expect(pageOfEarnings(statement(0)).pagination).toEqual({
      page: 1,
      per_page: EARNINGS_PER_PAGE,
      total: 0,
      last_page: 1,
    });
  });
});
