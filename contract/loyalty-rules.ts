/**
 * Loyalty's rules as plain data and arithmetic, with no schema library behind them, so pages can show
 * them without loading zod (contract/loyalty.ts re-exports them beside the API's schemas). Points are
 * earned when a stay is completed, on what the card paid; a completed stay that is later refunded
 * takes its points back. Tiers go by lifetime points (earned minus reversed), so turning points into
 * coins never costs a guest their tier.
 */

/** Points per whole riyal the card paid for a completed stay (before the tier's bonus). */
export const POINTS_PER_RIYAL = 1;
/** Points one coin costs. A coin is worth COIN_VALUE_MINOR halalas (contract/checkout.ts): 10 halalas. */
export const POINTS_PER_COIN = 5;
/** The smallest conversion, so the ledger is not filled with one-coin lines. */
export const MIN_POINTS_TO_CONVERT = 100;

export const TIER_IDS = ['member', 'silver', 'gold', 'platinum'] as const;
export type TierId = (typeof TIER_IDS)[number];
export const PERKS = ['bonus_points', 'late_checkout', 'priority_support', 'free_upgrade'] as const;
export type Perk = (typeof PERKS)[number];

export interface TierRule {
  id: TierId;
  /** Lifetime points from which the tier applies. */
  min_points: number;
  /** Extra points on each completed stay, basis points of the base earn (1000 = +10 %). */
  bonus_bp: number;
  perks: readonly Perk[];
}

/** Ascending by threshold. */
export const LOYALTY_TIERS: readonly TierRule[] = [
  { id: 'member', min_points: 0, bonus_bp: 0, perks: [] },
  { id: 'silver', min_points: 1_000, bonus_bp: 1_000, perks: ['bonus_points', 'late_checkout'] },
  {
    id: 'gold',
    min_points: 5_000,
    bonus_bp: 2_500,
    perks: ['bonus_points', 'late_checkout', 'priority_support'],
  },
  {
    id: 'platinum',
    min_points: 15_000,
    bonus_bp: 5_000,
    perks: ['bonus_points', 'late_checkout', 'priority_support', 'free_upgrade'],
  },
];

export function tierFor(lifetimePoints: number): TierRule {
  let tier = LOYALTY_TIERS[0]!;
  for (const rule of LOYALTY_TIERS) if (lifetimePoints >= rule.min_points) tier = rule;
  return tier;
}

/** Points a completed stay earns: whole riyals paid by card, plus the tier's bonus, rounded down. */
export function pointsForStay(paidMinor: number, tier: TierRule): number {
  const base = Math.floor(Math.max(0, paidMinor) / 100) * POINTS_PER_RIYAL;
  return base + Math.floor((base * tier.bonus_bp) / 10_000);
}

/**
 * Points a refund takes back from a completed stay: the refunded share of what the stay earned,
 * rounded half up, never more than it earned. A full refund takes all of them back.
 *
 * A stay is reversed once (the ledger's one reversal per stay), at the share refunded when the first
 * refund is recorded. The reversal is taken in full even when the balance cannot cover it: points
 * already turned into coins were spent, so the balance goes below zero, the debt is shown, no
 * conversion is possible until later stays' points pay it off, and tiers (lifetime points) drop too.
 * Capping the reversal at the balance would let a guest convert and then refund to keep both.
 */
export function pointsReversedFor(earned: number, refundedMinor: number, paidMinor: number): number {
  if (earned <= 0 || refundedMinor <= 0) return 0;
  if (paidMinor <= 0 || refundedMinor >= paidMinor) return earned;
  return Math.min(earned, Math.floor((earned * refundedMinor * 2 + paidMinor) / (paidMinor * 2)));
}
