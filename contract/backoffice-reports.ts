import * as z from 'zod/mini';
import { envelope, IsoMonth, Money, queryInt } from './common';

/**
 * The business's reports (/api/v1/backoffice/reports…): finance and admin. Computed in SQL from the
 * reservations and refunds, by month, city or unit, over whole months `from`..`to` (at most 36).
 * - Stay measures count each night in the month it falls in, for confirmed and completed stays:
 *   nights sold, room revenue (the nights' price before extras, fees and VAT, split by night so a
 *   stay's months add up to it exactly), ADR = room revenue / nights sold, occupancy = nights sold /
 *   nights available (each published unit's nights from its publication), RevPAR = room revenue /
 *   nights available.
 * - Money measures count by the day it moved: bookings and revenue (what was paid) when a stay was
 *   confirmed, cancellations when it was cancelled, refunds when the refund went through.
 */
export const REPORT_GROUPS = ['month', 'city', 'unit'] as const;
export const ReportGroup = z.enum(REPORT_GROUPS);
export type ReportGroup = z.infer<typeof ReportGroup>;
export const REPORT_MAX_MONTHS = 36;
export const REPORT_UNITS_PER_PAGE = 25;

export const ReportQuery = z.strictObject({
  from: IsoMonth,
  to: IsoMonth,
  by: z.optional(ReportGroup),
  /** Only with `by=unit`: units ranked by room revenue, a page at a time. */
  page: z.optional(queryInt(1, 100_000)),
});
export type ReportQuery = z.infer<typeof ReportQuery>;

export const ReportRow = z.object({
  /** `YYYY-MM`, a city id or a unit id. */
  key: z.string(),
  /** The city's or unit's name in the caller's language; the month itself for months. */
  label: z.string(),
  nights_available: z.int(),
  nights_sold: z.int(),
  /** Basis points: 6250 is 62.5 %. */
  occupancy_bp: z.int(),
  room_revenue: Money,
  adr: Money,
  revpar: Money,
  bookings: z.int(),
  cancellations: z.int(),
  revenue: Money,
  refunds: Money,
});
export type ReportRow = z.infer<typeof ReportRow>;

export const Report = z.object({
  by: ReportGroup,
  from: IsoMonth,
  to: IsoMonth,
  rows: z.array(ReportRow),
  /** Over every row of the report (every unit, not only this page). */
  totals: ReportRow,
});
export type Report = z.infer<typeof Report>;
export const ReportResponse = envelope({ report: Report });
export type ReportResponse = z.infer<typeof ReportResponse>;
