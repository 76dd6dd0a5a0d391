import { useLingui } from '@lingui/react/macro';
import type { Perk, PointsReason, TierId } from '../../../../contract/loyalty';

/** Translated names of tiers, perks and ledger reasons. */
export function useLoyaltyLabels() {
  const { t } = useLingui();
  const tier: Record<TierId, string> = {
    member: t`Member`,
    silver: t`Silver`,
    gold: t`Gold`,
    platinum: t`Platinum`,
  };
  const perk: Record<Perk, string> = {
    bonus_points: t`Bonus points on every stay`,
    late_checkout: t`Late check-out on request`,
    priority_support: t`Priority support`,
    free_upgrade: t`A free upgrade when one is available`,
  };
  const reason: Record<PointsReason, string> = {
    stay_completed: t`Earned for a completed stay`,
    stay_refunded: t`Taken back: the stay was refunded`,
    converted_to_coins: t`Turned into coins`,
  };
  return { tier, perk, reason };
}
