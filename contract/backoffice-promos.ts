import * as z from 'zod/mini';
import { envelope, INT4_MAX, IsoDate, listEnvelope, Money, QueryId, queryInt, text } from './common';
import { PromoCodeText } from './checkout';

/**
 * The console's promo codes (admin and content): a grid sorted, filtered and paged by the server, a
 * form to create or edit one, pause and resume, and each code's redemptions. Every limit set here is
 * enforced by checkout (server/modules/checkout/promo.ts and hold.ts).
 */

export const PROMO_STATUSES = ['active', 'scheduled', 'ended', 'used_up', 'paused'] as const;
export const PromoStatus = z.enum(PROMO_STATUSES);
export type PromoStatus = z.infer<typeof PromoStatus>;

export const PROMO_SORTS = ['code', 'created_at', 'valid_from', 'valid_to', 'uses'] as const;
export const PromoSort = z.enum(PROMO_SORTS);
export type PromoSort = z.infer<typeof PromoSort>;
export const PROMOS_PER_PAGE = 25;

/** GET /backoffice/promo-codes?page=&sort=&dir=&status=&q= */
export const PromosQuery = z.strictObject({
  page: z.optional(queryInt(1, 100_000)),
  sort: z.optional(PromoSort),
  dir: z.optional(z.enum(['asc', 'desc'])),
  status: z.optional(PromoStatus),
  /** Part of a code, any case. */
  q: z.optional(text(z.maxLength(32))),
});
export type PromosQuery = z.infer<typeof PromosQuery>;

/**
 * A code's window is whole days on Saudi time (UTC+3, no daylight saving): from the start of
 * `valid_from` to the end of `valid_to`. `starts_at` and `ends_at` are the instants checkout compares.
 */
export const AdminPromo = z.object({
  id: z.int(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  /** Percent (1–100) or halalas off, by kind. */
  value: z.int(),
  valid_from: IsoDate,
  valid_to: IsoDate,
  starts_at: z.string(),
  ends_at: z.string(),
  min_nights: z.int(),
  max_uses: z.nullable(z.int()),
  max_uses_per_guest: z.int(),
  uses: z.int(),
  status: PromoStatus,
  created_at: z.string(),
});
export type AdminPromo = z.infer<typeof AdminPromo>;
export const AdminPromosResponse = listEnvelope(AdminPromo);
export type AdminPromosResponse = z.infer<typeof AdminPromosResponse>;
export const AdminPromoResponse = envelope({ promo: AdminPromo });
export type AdminPromoResponse = z.infer<typeof AdminPromoResponse>;

/** The limits both create and edit set. The code itself is fixed once made (guests may hold it). */
const PromoTerms = {
  kind: z.enum(['percent', 'amount']),
  value: z.int().check(z.minimum(1), z.maximum(INT4_MAX)),
  valid_from: IsoDate,
  valid_to: IsoDate,
  min_nights: z.int().check(z.minimum(1), z.maximum(365)),
  /** Null: no limit on the total. */
  max_uses: z.nullable(z.int().check(z.minimum(1), z.maximum(INT4_MAX))),
  max_uses_per_guest: z.int().check(z.minimum(1), z.maximum(100)),
};

/** POST /backoffice/promo-codes */
export const PromoCreateBody = z.strictObject({ code: PromoCodeText, ...PromoTerms });
export type PromoCreateBody = z.infer<typeof PromoCreateBody>;
/** PUT /backoffice/promo-codes/:id */
export const PromoEditBody = z.strictObject(PromoTerms);
export type PromoEditBody = z.infer<typeof PromoEditBody>;

export const PromoParams = z.strictObject({ id: QueryId });

/** One use of a code: who, which stay, when, and the discount it gave (SAR). */
export const PromoRedemption = z.object({
  id: z.int(),
  guest: z.object({ name: z.string(), email: z.string() }),
  reservation: z.object({
    code: z.string(),
    status: z.string(),
    check_in: IsoDate,
    check_out: IsoDate,
    unit_title: z.string(),
  }),
  discount: Money,
  redeemed_at: z.string(),
  /** Set when the hold ended unpaid and the use was given back. */
  released_at: z.nullable(z.string()),
});
export type PromoRedemption = z.infer<typeof PromoRedemption>;
export const PromoRedemptionsQuery = z.strictObject({ page: z.optional(queryInt(1, 100_000)) });
export const PROMO_REDEMPTIONS_PER_PAGE = 25;
export const PromoRedemptionsResponse = listEnvelope(PromoRedemption);
export type PromoRedemptionsResponse = z.infer<typeof PromoRedemptionsResponse>;
