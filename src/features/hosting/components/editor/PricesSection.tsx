import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HostUnit, HostUnitPricesBody } from '../../../../../contract/hosting-units';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { LazySelect } from '../../../../components/ui/LazySelect';
import { useSaveSection } from '../../api/save-unit-section';
import { ExtrasList } from './ExtrasList';
import { NumberInput } from '../../../../components/form/NumberInput';
import { toHalalas, toRiyals } from './money-input';

type Prices = HostUnitPricesBody;

/** The nightly price, cleaning fee, shortest stay, cancellation policy and the extras offered at checkout. */
export function PricesSection({ unit }: { unit: HostUnit }) {
  const { t } = useLingui();
  const save = useSaveSection(unit.id, 'prices');
  const [form, setForm] = useState<Prices>({
    base_price_minor: unit.base_price_minor,
    cleaning_fee_minor: unit.cleaning_fee_minor,
    min_nights: unit.min_nights,
    cancellation_policy: unit.cancellation_policy,
    extras: unit.extras,
  });
  const set =
    <K extends keyof Prices>(name: K) =>
    (value: Prices[K]) =>
      setForm((current) => ({ ...current, [name]: value }));
  const policies = [
    {
      id: 'flexible',
      label: t`Flexible`,
      description: t`Full refund up to a day before check-in, half on the day.`,
    },
    {
      id: 'moderate',
      label: t`Moderate`,
      description: t`Full refund up to five days before check-in, half up to a day before.`,
    },
    {
      id: 'strict',
      label: t`Strict`,
      description: t`Full refund up to two weeks before check-in, half up to a week before.`,
    },
  ];
  return (
    <MutationForm
      className="form host-section"
      mutation={save}
      variables={() => ({
        body: form,
        patch: {
          ...form,
          extras: form.extras.map((extra) => ({ ...extra, id: extra.id ?? 0 })),
          price_per_night: { amount_minor: form.base_price_minor, currency: 'SAR' as const },
        },
        key: crypto.randomUUID(),
      })}
    >
      <div className="host-pair">
        <NumberInput
          name="base_price_minor"
          label={t`Price a night`}
          currency="SAR"
          min={1}
          value={toRiyals(form.base_price_minor)}
          onChange={(value) => set('base_price_minor')(toHalalas(value))}
        />
        <NumberInput
          name="cleaning_fee_minor"
          label={t`Cleaning fee, once a stay`}
          currency="SAR"
          min={0}
          value={toRiyals(form.cleaning_fee_minor)}
          onChange={(value) => set('cleaning_fee_minor')(toHalalas(value))}
        />
      </div>
      <div className="host-pair">
        <NumberInput
          name="min_nights"
          label={t`Shortest stay, in nights`}
          min={1}
          max={365}
          step={1}
          value={form.min_nights}
          onChange={set('min_nights')}
        />
        <LazySelect
          name="cancellation_policy"
          label={t`Cancellation policy`}
          options={policies}
          value={form.cancellation_policy}
          onChange={(value) => set('cancellation_policy')(value as Prices['cancellation_policy'])}
        />
      </div>
      <ExtrasList extras={form.extras} onChange={set('extras')} />
      <SubmitButton block={false}>
        <Trans>Save prices</Trans>
      </SubmitButton>
    </MutationForm>
  );
}
