import type { Locale } from '../../../contract/common';
import {
  EARNINGS_PER_PAGE,
  type Earnings,
  type EarningsLine,
  type EarningsMonth,
  type EarningsQuery,
} from '../../../contract/hosting-earnings';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findEarningsRows } from './earnings-repository';
import { payoutOf } from './payout';
import { offsetOf, paginationOf } from '../../lib/pagination';

/** A statement covers at most three years of check-in months: enough for a tax year and then some. */
export const MAX_MONTHS = 36;
/** Without `from`, the statement shows the twelve months ending with `to`. */
const DEFAULT_MONTHS = 12;

const sar = (amount_minor: number) => ({ amount_minor, currency: 'SAR' as const });

/** Months since year 0, so ranges are integer arithmetic. */
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

export interface MonthRange {
  from: string;
  to: string;
}

const badRange = (messageKey: 'hosting_earnings.range_reversed' | 'hosting_earnings.range_too_long') =>
  new AppError('VALIDATION_FAILED', 422, messageKey, [{ field: 'from', messageKey }]);

/** The inclusive month range asked for, with defaults; a reversed or too long range is a 422 on `from`. */
export function monthRange(query: EarningsQuery, now = new Date()): MonthRange {
  const current = monthIndex(now.toISOString().slice(0, 7));
  const to = query.to ? monthIndex(query.to) : current;
  const from = query.from ? monthIndex(query.from) : to - (DEFAULT_MONTHS - 1);
  if (from > to) throw badRange('hosting_earnings.range_reversed');
  if (to - from + 1 > MAX_MONTHS) throw badRange('hosting_earnings.range_too_long');
  return { from: monthOf(from), to: monthOf(to) };
}

type Sums = Omit<EarningsMonth, 'month'>;
interface Tally {
  stays: number;
  paid: number;
  refunded: number;
  guest_vat: number;
  platform_fee: number;
  vat_on_fee: number;
  payout: number;
}
const emptyTally = (): Tally => ({
  stays: 0,
  paid: 0,
  refunded: 0,
  guest_vat: 0,
  platform_fee: 0,
  vat_on_fee: 0,
  payout: 0,
});
const toSums = (t: Tally): Sums => ({
  stays: t.stays,
  paid: sar(t.paid),
  refunded: sar(t.refunded),
  guest_vat: sar(t.guest_vat),
  platform_fee: sar(t.platform_fee),
  vat_on_fee: sar(t.vat_on_fee),
  payout: sar(t.payout),
});

/**
 * The host's statement. Each line's split comes from payoutOf (the one place the fee rule lives), so
 * month and total sums add those lines here, in exact integers; what SQL can sum without that rule
 * (paid, refunds and coins per stay) it sums in the query.
 */
export async function earningsOf(
  db: Database,
  hostId: string,
  locale: Locale,
  range: MonthRange,
  feeBp: number,
): Promise<Earnings> {
  const end = monthOf(monthIndex(range.to) + 1);
  const rows = await findEarningsRows(db, hostId, locale, `${range.from}-01`, `${end}-01`);
  const months = new Map<string, Tally>();
  const total = emptyTally();
  const lines: EarningsLine[] = rows.map((row) => {
    const split = payoutOf({
      paidMinor: row.paid,
      refundedMinor: row.refunded,
      guestVatMinor: row.guest_vat,
      feeBp: row.fee_bp,
    });
    const month = row.check_in.slice(0, 7);
    const tally = months.get(month) ?? emptyTally();
    months.set(month, tally);
    for (const t of [tally, total]) {
      t.stays += 1;
      t.paid += split.paid;
      t.refunded += split.refunded;
      t.guest_vat += split.guestVat;
      t.platform_fee += split.platformFee;
      t.vat_on_fee += split.vatOnFee;
      t.payout += split.payout;
    }
    return {
      code: row.code,
      unit_title: row.unit_title,
      check_in: row.check_in,
      check_out: row.check_out,
      paid: sar(split.paid),
      refunded: sar(split.refunded),
      guest_vat: sar(split.guestVat),
      platform_fee: sar(split.platformFee),
      vat_on_fee: sar(split.vatOnFee),
      payout: sar(split.payout),
      due_at: new Date(row.due_at).toISOString(),
    };
  });
  return {
    fee_bp: feeBp,
    lines,
    pagination: { page: 1, per_page: Math.max(lines.length, 1), total: lines.length, last_page: 1 },
    months: [...months.entries()].map(([month, t]) => ({ month, ...toSums(t) })),
    totals: toSums(total),
  };
}

/** One page of the statement's lines; the months and totals stay those of the whole range. */
export function pageOfEarnings(earnings: Earnings, page = 1): Earnings {
  // A page past the end (an old link after a range change) shows the last one.
  const pagination = paginationOf(earnings.lines.length, page, EARNINGS_PER_PAGE, true);
  const start = offsetOf(pagination);
  return { ...earnings, lines: earnings.lines.slice(start, start + EARNINGS_PER_PAGE), pagination };
}
