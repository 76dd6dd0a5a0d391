import * as z from 'zod/mini';
import { envelope, listEnvelope, Money, queryInt } from './common';
import { MIN_POINTS_TO_CONVERT, PERKS, POINTS_PER_COIN, TIER_IDS } from './loyalty-rules';

/**
 * Loyalty: points are earned when a stay is completed, on what the card paid; a completed stay that is
 * later refunded takes its points back. Tiers go by lifetime points (earned minus reversed), so turning
 * points into coins never costs a guest their tier. Points convert to coins (checkout's coin ledger),
 * which pay part of the next stay.
 */

export * from './loyalty-rules';

export const TierId = z.enum(TIER_IDS);
export type TierId = z.infer<typeof TierId>;
export const Perk = z.enum(PERKS);
export type Perk = z.infer<typeof Perk>;

export const PointsReason = z.enum(['stay_completed', 'stay_refunded', 'converted_to_coins']);
export type PointsReason = z.infer<typeof PointsReason>;

export const TierInfo = z.object({
  id: TierId,
  min_points: z.int(),
  bonus_bp: z.int(),
  perks: z.array(Perk),
});

/** GET /api/v1/loyalty/progress */
export const LoyaltyProgress = z.object({
  tier: TierInfo,
  next_tier: z.nullable(TierInfo),
  lifetime_points: z.int(),
  /** Points to spend (lifetime minus converted); may be below zero after a reversal. */
  points_balance: z.int(),
  points_to_next: z.nullable(z.int()),
  /** Way from this tier's threshold to the next, basis points (10000 at the top tier). */
  progress_bp: z.int(),
  coins: z.object({ balance: z.int(), worth: Money }),
  /** How many coins the balance converts to now. */
  convertible_coins: z.int(),
  tiers: z.array(TierInfo),
  rates: z.object({
    points_per_riyal: z.int(),
    points_per_coin: z.int(),
    min_points_to_convert: z.int(),
    coin_value: Money,
  }),
});
export type LoyaltyProgress = z.infer<typeof LoyaltyProgress>;
export const LoyaltyProgressResponse = envelope({ progress: LoyaltyProgress });
export type LoyaltyProgressResponse = z.infer<typeof LoyaltyProgressResponse>;

/** GET /api/v1/loyalty/points-history?page=&per_page= — newest first. */
export const PointsHistoryQuery = z.strictObject({
  page: z.optional(queryInt(1, 100_000)),
  per_page: z.optional(queryInt(1, 50)),
});
export type PointsHistoryQuery = z.infer<typeof PointsHistoryQuery>;
export const PointsEntry = z.object({
  id: z.int(),
  delta: z.int(),
  balance_after: z.int(),
  reason: PointsReason,
  reservation: z.nullable(z.object({ id: z.uuid(), code: z.string(), unit_title: z.string() })),
  coins: z.nullable(z.int()),
  created_at: z.string(),
});
export type PointsEntry = z.infer<typeof PointsEntry>;
export const PointsHistoryResponse = listEnvelope(PointsEntry);
export type PointsHistoryResponse = z.infer<typeof PointsHistoryResponse>;

/**
 * POST /api/v1/loyalty/convert — points to coins, a multiple of POINTS_PER_COIN, at least
 * MIN_POINTS_TO_CONVERT. Send an `Idempotency-Key` header: a retry converts nothing twice.
 */
export const ConvertPointsRequest = z.strictObject({
  points: z
    .int()
    .check(z.minimum(MIN_POINTS_TO_CONVERT), z.maximum(10_000_000), z.multipleOf(POINTS_PER_COIN)),
});
export type ConvertPointsRequest = z.infer<typeof ConvertPointsRequest>;
export const ConvertPointsResponse = envelope({ coins_added: z.int(), progress: LoyaltyProgress });
export type ConvertPointsResponse = z.infer<typeof ConvertPointsResponse>;
