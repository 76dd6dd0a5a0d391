import { Trans, useLingui } from '@lingui/react/macro';
import type { HostUnitPricesBody } from '../../../../../contract/hosting-units';
import { Button } from '../../../../components/ui/Button';
import { LazySelect } from '../../../../components/ui/LazySelect';
import { TextField } from '../../../../components/ui/TextField';
import { NumberInput } from '../../../../components/form/NumberInput';
import { toHalalas, toRiyals } from './money-input';

type Extra = HostUnitPricesBody['extras'][number];

/**
 * The extras a guest may add at checkout, edited as one list (the server replaces the whole list).
 * Field names carry the row (`extras.0.name_en`), as the server's messages do.
 */
export function ExtrasList({ extras, onChange }: { extras: Extra[]; onChange: (extras: Extra[]) => void }) {
  const { t } = useLingui();
  const update = (index: number, patch: Partial<Extra>) =>
    onChange(extras.map((extra, i) => (i === index ? { ...extra, ...patch } : extra)));
  const pricing = [
    { id: 'per_stay', label: t`Once a stay` },
    { id: 'per_night', label: t`Each night` },
  ];
  return (
    <fieldset className="host-extras">
      <legend>
        <Trans>Extras</Trans>
      </legend>
      {extras.length === 0 && (
        <p className="field-description">
          <Trans>
            No extras yet. Add breakfast, an airport pickup or a late checkout for guests to choose at
            checkout.
          </Trans>
        </p>
      )}
      {extras.map((extra, index) => (
        <div
          key={extra.id ?? `new-${index}`}
          className="host-extra"
          role="group"
          aria-label={t`Extra ${index + 1}`}
        >
          <TextField
            name={`extras.${index}.name_en`}
            label={t`Name in English`}
            value={extra.name_en}
            onChange={(name_en) => update(index, { name_en })}
          />
          <TextField
            name={`extras.${index}.name_ar`}
            label={t`Name in Arabic`}
            value={extra.name_ar}
            onChange={(name_ar) => update(index, { name_ar })}
          />
          <NumberInput
            name={`extras.${index}.price_minor`}
            label={t`Price`}
            currency="SAR"
            min={0}
            value={toRiyals(extra.price_minor)}
            onChange={(value) => update(index, { price_minor: toHalalas(value) })}
          />
          <LazySelect
            name={`extras.${index}.pricing`}
            label={t`Charged`}
            options={pricing}
            value={extra.pricing}
            onChange={(value) => update(index, { pricing: value as Extra['pricing'] })}
          />
          <Button variant="secondary" onPress={() => onChange(extras.filter((_, i) => i !== index))}>
            <Trans>Remove</Trans>
          </Button>
        </div>
      ))}
      {extras.length < 20 && (
        <Button
          variant="secondary"
          onPress={() =>
            onChange([...extras, { name_en: '', name_ar: '', price_minor: 0, pricing: 'per_stay' }])
          }
        >
          <Trans>Add an extra</Trans>
        </Button>
      )}
    </fieldset>
  );
}
