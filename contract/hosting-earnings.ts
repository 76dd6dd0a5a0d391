import * as z from 'zod/mini';
import { envelope, IsoDate, IsoMonth, Money, Pagination, queryInt } from './common';
import { Payout } from './hosting-stays';

/**
 * The host's statement (/api/v1/hosting/earnings): one line per completed or refunded stay, exact to
 * the halala. Summed over any set of stays, payout + platform fee + VAT on the fee + VAT collected
 * from the guest = what the guests paid − refunds.
 */
export const EarningsQuery = z.strictObject({
  /** Months from … to, inclusive; default: the last 12 months. */
  from: z.optional(IsoMonth),
  to: z.optional(IsoMonth),
  /** The page of lines; the month totals always cover the whole range. */
  page: z.optional(queryInt(1, 100_000)),
});
export type EarningsQuery = z.infer<typeof EarningsQuery>;

export const EarningsLine = z.extend(Payout, {
  code: z.string(),
  unit_title: z.string(),
  check_in: IsoDate,
  check_out: IsoDate,
  /** The VAT the guest paid on the stay (the platform remits it). */
  guest_vat: Money,
});
export type EarningsLine = z.infer<typeof EarningsLine>;

/** Lines on a page: a busy host's year is hundreds of stays; the CSV has them all. */
export const EARNINGS_PER_PAGE = 50;

export const EarningsMonth = z.object({
  month: IsoMonth,
  stays: z.int(),
  paid: Money,
  refunded: Money,
  guest_vat: Money,
  platform_fee: Money,
  vat_on_fee: Money,
  payout: Money,
});
export type EarningsMonth = z.infer<typeof EarningsMonth>;

export const Earnings = z.object({
  /** The platform's fee on the stay's price, in basis points (e.g. 1000 = 10 %). */
  fee_bp: z.int(),
  /** This page's lines, in check-in order. */
  lines: z.array(EarningsLine),
  pagination: Pagination,
  months: z.array(EarningsMonth),
  totals: z.omit(EarningsMonth, { month: true }),
});
export type Earnings = z.infer<typeof Earnings>;
export const EarningsResponse = envelope({ earnings: Earnings });
export type EarningsResponse = z.infer<typeof EarningsResponse>;

/** GET /api/v1/hosting/earnings.csv?from=&to= — the same lines as text/csv (UTF-8 with BOM for Excel). */
