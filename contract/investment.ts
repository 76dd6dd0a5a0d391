import * as z from 'zod/mini';
import { envelope, IsoDate, listEnvelope, Money, queryInt, text } from './common';
import { NamedRef, UnitImage, UnitSlugParams } from './units';

/**
 * Investment units (spec: API calls): a property sold in shares. Like `units.ts`, text is in the request's language
 * and money in the `currency` header's code. The yield is an integer in basis points (`820` = 8.20 %):
 * it is stored that way, stays exact, and the client formats it with Intl's percent style (÷ 10 000).
 */

export const InvestmentStatus = z.enum(['coming_soon', 'open', 'funded', 'closed']);
export type InvestmentStatus = z.infer<typeof InvestmentStatus>;

export const InvestmentCard = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  city: NamedRef,
  cover: UnitImage,
  price_per_share: Money,
  total_shares: z.int(),
  sold_shares: z.int(),
  shares_left: z.int(),
  /** floor(sold × 100 / total): 100 only when nothing is left, so a nearly full offer never looks closed. */
  funding_percent: z.int().check(z.minimum(0), z.maximum(100)),
  /** Converted on its own (one conversion per displayed line), so it may differ by a minor unit from price × shares. */
  minimum_investment: Money,
  /** The fewest shares a request may ask for: the minimum investment rounded up, or what is left if less. */
  minimum_shares: z.int(),
  expected_yield_bps: z.int(),
  status: InvestmentStatus,
});
export type InvestmentCard = z.infer<typeof InvestmentCard>;

export const InvestmentDocument = z.object({ title: z.string(), url: z.string() });
export type InvestmentDocument = z.infer<typeof InvestmentDocument>;

export const InvestmentDetail = z.extend(InvestmentCard, {
  description: z.string(),
  documents: z.array(InvestmentDocument),
});
export type InvestmentDetail = z.infer<typeof InvestmentDetail>;

export const INVESTMENT_MAX_PER_PAGE = 50;
const Paging = {
  page: z.optional(queryInt(1)),
  per_page: z.optional(queryInt(1, INVESTMENT_MAX_PER_PAGE)),
};

/** GET /api/v1/investment/units: open offers first (what a visitor can act on), then newest. */
export const InvestmentListQuery = z.strictObject(Paging);
export type InvestmentListQuery = z.infer<typeof InvestmentListQuery>;

export const InvestmentSort = z.enum(['newest', 'yield_desc', 'price_asc', 'price_desc']);
export type InvestmentSort = z.infer<typeof InvestmentSort>;

/**
 * GET /api/v1/investment/filter. Fields combine with AND. `min_price`/`max_price` are minor units of the
 * `currency` header's code, compared against the share price the card would show; `min_yield_bps` is
 * basis points. An unknown city is a 422 on `city`, not an empty list.
 */
export const InvestmentFilterQuery = z
  .strictObject({
    city: z.optional(text(z.minLength(1), z.maxLength(120))),
    status: z.optional(InvestmentStatus),
    min_price: z.optional(queryInt(0)),
    max_price: z.optional(queryInt(0)),
    min_yield_bps: z.optional(queryInt(0, 10_000)),
    sort: z.optional(InvestmentSort),
    ...Paging,
  })
  .check(
    z.refine((q) => q.min_price === undefined || q.max_price === undefined || q.max_price >= q.min_price, {
      path: ['max_price'],
      params: { i18n: 'validation.max_below_min' },
    }),
  );
export type InvestmentFilterQuery = z.infer<typeof InvestmentFilterQuery>;

export const InvestmentListResponse = listEnvelope(InvestmentCard);
export type InvestmentListResponse = z.infer<typeof InvestmentListResponse>;

/** GET /api/v1/investment/units/{slug} */
export const InvestmentSlugParams = UnitSlugParams;
export const InvestmentResponse = envelope({ investment: InvestmentDetail });
export type InvestmentResponse = z.infer<typeof InvestmentResponse>;

/**
 * What the rentable unit behind an offer earned in the 12 months before today (the unit's local date):
 * the nights `first_night` to `last_night`, both included. Counted: the nights of confirmed and
 * completed stays that fall in the window (a stay straddling an edge counts only its nights inside).
 * Income is each such night's rate as charged (before VAT, without cleaning fee or extras, before any
 * promo or coins, which the platform funds), less the share of the stay refunded, rounded half up per
 * night. Cancelled stays count nothing: their nights went back on sale. ADR is income ÷ occupied nights.
 */
export const InvestmentActuals = z.object({
  first_night: IsoDate,
  last_night: IsoDate,
  window_nights: z.int(),
  occupied_nights: z.int(),
  /** occupied ÷ window nights in basis points (6_250 = 62.5 %), rounded half up. */
  occupancy_bps: z.int().check(z.minimum(0), z.maximum(10_000)),
  stays: z.int(),
  /** Null when no night was occupied: there is no rate to average. */
  average_nightly_rate: z.nullable(Money),
  income: Money,
});
export type InvestmentActuals = z.infer<typeof InvestmentActuals>;

/** GET /api/v1/investment/units/{slug}/performance: `actual` is null while the property is not rented. */
export const InvestmentPerformance = z.object({
  projected_yield_bps: z.int(),
  actual: z.nullable(InvestmentActuals),
});
export type InvestmentPerformance = z.infer<typeof InvestmentPerformance>;
export const InvestmentPerformanceResponse = envelope({ performance: InvestmentPerformance });
export type InvestmentPerformanceResponse = z.infer<typeof InvestmentPerformanceResponse>;

/** POST /api/v1/investment/requests: the body is in investment-request.ts (it checks phone numbers). */
export const InvestmentRequestReceipt = z.object({
  /** Quoted to staff and shown to the investor, e.g. `INV-000042`. */
  reference: z.string(),
  investment: z.object({ id: z.int(), slug: z.string(), title: z.string() }),
  shares: z.int(),
  /** Shares × the share price, converted once: the amount the investor is committing to discuss. */
  amount: Money,
  status: z.enum(['new', 'contacted', 'closed']),
  created_at: z.iso.datetime({ offset: true }),
});
export type InvestmentRequestReceipt = z.infer<typeof InvestmentRequestReceipt>;
export const InvestmentRequestResponse = envelope({ request: InvestmentRequestReceipt });
export type InvestmentRequestResponse = z.infer<typeof InvestmentRequestResponse>;
