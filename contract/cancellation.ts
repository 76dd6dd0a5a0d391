/**
 * The guest's cancellation rules, as plain data both sides read (the unit page and the trip detail
 * explain them; the server applies them). A unit has one of three policies (`units.cancellation_policy`).
 * The refund is a share of what the guest paid — the card total and the coins spent, every line alike —
 * by how long before check-in (the unit's check-in time, in the unit's own time zone) the guest cancels.
 * Steps are read top down; the first whose `min_hours_before` the guest still meets gives the share.
 * Once check-in time has passed the stay can no longer be cancelled here (the guest contacts support).
 */
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export interface RefundStep {
  /** Cancelled at least this many hours before check-in… */
  min_hours_before: number;
  /** …refunds this share of what was paid, in basis points (10000 = all of it). */
  refund_bp: number;
}

export const CANCELLATION_RULES: Readonly<Record<CancellationPolicy, readonly RefundStep[]>> = {
  // Plans change: everything back up to a day before, half on the day itself.
  flexible: [
    { min_hours_before: 24, refund_bp: 10_000 },
    { min_hours_before: 0, refund_bp: 5_000 },
  ],
  moderate: [
    { min_hours_before: 5 * 24, refund_bp: 10_000 },
    { min_hours_before: 24, refund_bp: 5_000 },
    { min_hours_before: 0, refund_bp: 0 },
  ],
  // Hosts of strict units turn other guests away for these nights early on.
  strict: [
    { min_hours_before: 14 * 24, refund_bp: 10_000 },
    { min_hours_before: 7 * 24, refund_bp: 5_000 },
    { min_hours_before: 0, refund_bp: 0 },
  ],
};

/**
 * The share refunded when cancelling `minutesBefore` minutes before check-in, or null when check-in
 * has passed (no cancellation). Unknown policies are treated as strict: the least generous reading.
 */
export function refundShareBp(policy: string, minutesBefore: number): number | null {
  if (!(minutesBefore > 0)) return null;
  const steps = CANCELLATION_RULES[policy as CancellationPolicy] ?? CANCELLATION_RULES.strict;
  for (const step of steps) {
    if (minutesBefore >= step.min_hours_before * 60) return step.refund_bp;
  }
  return 0;
}
