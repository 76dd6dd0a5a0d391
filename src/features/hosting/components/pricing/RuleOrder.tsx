import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { HostPricing } from '../../../../../contract/hosting-pricing';
import { MONTHLY_NIGHTS, WEEKLY_NIGHTS, type PriceRule } from '../../../../../contract/units-nights';
import { currentLocale } from '../../../../lib/i18n';
import { formatPrice, weekendDays } from './pricing-format';

/**
 * The order the price engine applies the rules in, as the server states it (rule_order), each step in
 * plain words, so a host can tell which rule wins on a night where several apply.
 */
export function RuleOrder({ pricing }: { pricing: HostPricing }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const base = <bdi>{formatPrice(pricing.base_price_minor, lang)}</bdi>;
  const days = weekendDays(pricing.weekend_nights, lang);
  const steps: Record<PriceRule, { name: string; what: ReactNode }> = {
    base: {
      name: t`Base price`,
      what: <Trans>your price a night ({base}), set with the unit’s prices.</Trans>,
    },
    weekend: { name: t`Weekend price`, what: t`replaces it on ${days} nights.` },
    season: {
      name: t`Seasons`,
      what: t`a season’s own price replaces it, or its percentage changes it, on the season’s nights.`,
    },
    override: {
      name: t`A night’s own price`,
      what: t`a price you set for one night on the calendar replaces all of the above.`,
    },
    weekly: {
      name: t`Weekly discount`,
      what: (
        <Plural
          value={WEEKLY_NIGHTS}
          one="for stays of # night or more."
          other="for stays of # nights or more."
        />
      ),
    },
    monthly: {
      name: t`Monthly discount`,
      what: (
        <Plural
          value={MONTHLY_NIGHTS}
          one="for stays of # night or more, instead of the weekly one."
          other="for stays of # nights or more, instead of the weekly one."
        />
      ),
    },
    early_bird: { name: t`Early-bird discount`, what: t`for stays booked well ahead.` },
    last_minute: { name: t`Last-minute discount`, what: t`for stays booked close to check-in.` },
  };
  return (
    <section className="host-pricing-part" aria-labelledby="pricing-order">
      <h2 id="pricing-order">
        <Trans>How a night’s price is worked out</Trans>
      </h2>
      <p className="field-description">
        <Trans>The rules apply in this order; each starts from the price the one before it gave.</Trans>
      </p>
      <ol className="host-pricing-order">
        {pricing.rule_order.map((rule) => (
          <li key={rule}>
            <strong>{steps[rule].name}</strong>: {steps[rule].what}
          </li>
        ))}
      </ol>
    </section>
  );
}
