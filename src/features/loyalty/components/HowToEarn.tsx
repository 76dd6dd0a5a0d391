import { Plural, Trans } from '@lingui/react/macro';
import type { Money } from '../../../../contract/common';
import {
  LOYALTY_TIERS,
  MIN_POINTS_TO_CONVERT,
  POINTS_PER_COIN,
  POINTS_PER_RIYAL,
} from '../../../../contract/loyalty-rules';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { formatPercent } from '../../../lib/numbers';
import { useLoyaltyLabels } from './use-loyalty-labels';

/**
 * The programme's rules, from the contract's numbers: the same for visitors and members. A coin's worth
 * comes from the server's answer when there is one (signed in); the visitor's page leaves it out.
 */
export function HowToEarn({ coinValue }: { coinValue?: Money }) {
  const lang = currentLocale();
  const labels = useLoyaltyLabels();
  return (
    <section className="rewards-section" aria-labelledby="earn-heading">
      <h2 id="earn-heading">
        <Trans>How to earn</Trans>
      </h2>
      <ul className="rewards-rules">
        <li>
          <Plural
            value={POINTS_PER_RIYAL}
            one="Complete a stay and earn # point for every riyal you paid by card."
            other="Complete a stay and earn # points for every riyal you paid by card."
          />
        </li>
        <li>
          {coinValue ? (
            <Trans>
              Turn points into coins: {POINTS_PER_COIN} points make one coin, worth{' '}
              {formatMoney(coinValue, lang)} off your next stay (from {MIN_POINTS_TO_CONVERT} points).
            </Trans>
          ) : (
            <Trans>
              Turn points into coins: {POINTS_PER_COIN} points make one coin, which pays part of your next
              stay (from {MIN_POINTS_TO_CONVERT} points).
            </Trans>
          )}
        </li>
        <li>
          <Trans>If a completed stay is refunded, the points it earned are taken back.</Trans>
        </li>
      </ul>
      <h3>
        <Trans>Tiers</Trans>
      </h3>
      <ul className="rewards-tiers">
        {LOYALTY_TIERS.map((tier) => (
          <li key={tier.id}>
            <strong>{labels.tier[tier.id]}</strong>{' '}
            <span>
              <Plural value={tier.min_points} one="from # point" other="from # points" />
            </span>
            {tier.perks.length > 0 && (
              <ul>
                {tier.perks.map((perk) => (
                  <li key={perk}>
                    {perk === 'bonus_points' ? (
                      <Trans>
                        {labels.perk[perk]}: {formatPercent(tier.bonus_bp, lang, { signDisplay: 'always' })}
                      </Trans>
                    ) : (
                      labels.perk[perk]
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
