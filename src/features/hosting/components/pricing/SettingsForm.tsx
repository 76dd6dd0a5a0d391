import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HostPricing, PricingSettingsBody } from '../../../../../contract/hosting-pricing';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { currentLocale } from '../../../../lib/i18n';
import { useSavePricingSettings } from '../../api/save-pricing-settings';
import { NumberInput } from '../../../../components/form/NumberInput';
import { toHalalas, toRiyals } from '../editor/money-input';
import { PRICE_CURRENCY, weekendDays } from './pricing-format';

type Settings = HostPricing['settings'];
/** The fields as typed: NaN is an empty field. */
type Draft = Record<keyof Settings, number>;

const draftOf = (s: Settings): Draft => ({
  ...s,
  weekend_price_minor: s.weekend_price_minor === null ? NaN : toRiyals(s.weekend_price_minor),
  max_nights: s.max_nights ?? NaN,
});

/** Empty or 0 turns a rule off: null where the contract has "none", 0 elsewhere. */
const whole = (value: number) => (Number.isFinite(value) ? value : 0);
const orNull = (value: number) => (Number.isFinite(value) && value > 0 ? value : null);

export const bodyOf = (d: Draft): PricingSettingsBody => ({
  weekend_price_minor: orNull(toHalalas(d.weekend_price_minor)),
  weekly_percent: whole(d.weekly_percent),
  monthly_percent: whole(d.monthly_percent),
  early_bird_percent: whole(d.early_bird_percent),
  early_bird_days: whole(d.early_bird_days),
  last_minute_percent: whole(d.last_minute_percent),
  last_minute_days: whole(d.last_minute_days),
  max_nights: orNull(d.max_nights),
  advance_notice_days: whole(d.advance_notice_days),
  prep_nights: whole(d.prep_nights),
});

/** Every pricing setting of a unit, saved together; the server's answer replaces the page's copy. */
export function SettingsForm({ pricing }: { pricing: HostPricing }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const save = useSavePricingSettings(pricing.unit_id);
  const [draft, setDraft] = useState(() => draftOf(pricing.settings));
  const field = (name: keyof Draft) => ({
    name,
    value: draft[name],
    onChange: (value: number) => setDraft((current) => ({ ...current, [name]: value })),
  });
  const days = weekendDays(pricing.weekend_nights, lang);
  const off = t`0 or empty: off.`;
  return (
    <MutationForm
      className="form host-pricing-part"
      aria-labelledby="pricing-settings"
      mutation={save}
      variables={() => ({ body: bodyOf(draft), key: crypto.randomUUID() })}
      onSuccess={(saved) => setDraft(draftOf(saved.settings))}
    >
      <h2 id="pricing-settings">
        <Trans>Discounts and stay rules</Trans>
      </h2>
      <fieldset className="host-pricing-group">
        <legend>
          <Trans>Weekend</Trans>
        </legend>
        <NumberInput
          {...field('weekend_price_minor')}
          label={t`Price on ${days} nights`}
          description={t`Empty: the base price.`}
          currency={PRICE_CURRENCY}
          min={0}
        />
      </fieldset>
      <fieldset className="host-pricing-group host-pair">
        <legend>
          <Trans>Longer stays</Trans>
        </legend>
        <NumberInput
          {...field('weekly_percent')}
          label={t`Weekly discount`}
          description={t`Stays of a week or more. ${off}`}
          unit="percent"
          min={0}
          max={90}
        />
        <NumberInput
          {...field('monthly_percent')}
          label={t`Monthly discount`}
          description={t`Stays of four weeks or more, instead of the weekly one. ${off}`}
          unit="percent"
          min={0}
          max={90}
        />
      </fieldset>
      <fieldset className="host-pricing-group host-pair">
        <legend>
          <Trans>Booking ahead</Trans>
        </legend>
        <NumberInput
          {...field('early_bird_percent')}
          label={t`Early-bird discount`}
          description={off}
          unit="percent"
          min={0}
          max={90}
        />
        <NumberInput
          {...field('early_bird_days')}
          label={t`For bookings at least this many days ahead`}
          min={0}
          max={730}
        />
        <NumberInput
          {...field('last_minute_percent')}
          label={t`Last-minute discount`}
          description={off}
          unit="percent"
          min={0}
          max={90}
        />
        <NumberInput
          {...field('last_minute_days')}
          label={t`For bookings at most this many days ahead`}
          description={t`Fewer days than the early-bird’s, when both are on.`}
          min={0}
          max={730}
        />
      </fieldset>
      <fieldset className="host-pricing-group host-pair">
        <legend>
          <Trans>Stay rules</Trans>
        </legend>
        <NumberInput
          {...field('max_nights')}
          label={t`Longest stay, in nights`}
          description={t`Empty: no limit.`}
          min={0}
          max={365}
        />
        <NumberInput
          {...field('advance_notice_days')}
          label={t`Days of notice before check-in`}
          description={t`0: same-day check-in is fine. 1: at least a day’s notice.`}
          min={0}
          max={365}
        />
        <NumberInput
          {...field('prep_nights')}
          label={t`Nights kept free after each stay`}
          description={t`For cleaning or a rest. 0: none.`}
          min={0}
          max={30}
        />
      </fieldset>
      <SubmitButton block={false}>
        <Trans>Save discounts and rules</Trans>
      </SubmitButton>
    </MutationForm>
  );
}
