import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import type { HostUnit, HostUnitCapacityBody } from '../../../../../contract/hosting-units';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { LazySelect } from '../../../../components/ui/LazySelect';
import { TextField } from '../../../../components/ui/TextField';
import { useSaveSection } from '../../api/save-unit-section';
import type { Choice } from './choices';
import { NumberInput } from '../../../../components/form/NumberInput';

/** Kind of place, rooms and beds, check-in and check-out times, and amenities from the catalogue. */
export function CapacitySection({
  unit,
  categories,
  amenities,
}: {
  unit: HostUnit;
  categories: Choice[];
  amenities: Choice[];
}) {
  const { t } = useLingui();
  const save = useSaveSection(unit.id, 'capacity');
  const [form, setForm] = useState<HostUnitCapacityBody>({
    category: unit.category,
    guests: unit.guests,
    bedrooms: unit.bedrooms,
    beds: unit.beds,
    bathrooms: unit.bathrooms,
    amenities: unit.amenities,
    check_in_time: unit.check_in_time,
    check_out_time: unit.check_out_time,
  });
  const set =
    <K extends keyof HostUnitCapacityBody>(name: K) =>
    (value: HostUnitCapacityBody[K]) =>
      setForm((current) => ({ ...current, [name]: value }));
  const counts = [
    ['guests', t`Guests`, 1, 50],
    ['bedrooms', t`Bedrooms`, 0, 50],
    ['beds', t`Beds`, 1, 100],
    ['bathrooms', t`Bathrooms`, 0, 50],
  ] as const;
  return (
    <MutationForm
      className="form host-section"
      mutation={save}
      variables={() => ({ body: form, patch: form, key: crypto.randomUUID() })}
    >
      <LazySelect
        name="category"
        label={t`Type of place`}
        options={categories}
        value={form.category}
        onChange={set('category')}
      />
      <div className="host-grid">
        {counts.map(([name, label, min, max]) => (
          <NumberInput
            key={name}
            name={name}
            label={label}
            value={form[name]}
            onChange={set(name)}
            min={min}
            max={max}
            step={1}
          />
        ))}
      </div>
      <div className="host-pair">
        <TextField
          name="check_in_time"
          type="time"
          ltr
          label={t`Check-in from`}
          value={form.check_in_time}
          onChange={set('check_in_time')}
        />
        <TextField
          name="check_out_time"
          type="time"
          ltr
          label={t`Check-out by`}
          value={form.check_out_time}
          onChange={set('check_out_time')}
        />
      </div>
      <CheckboxGroup
        name="amenities"
        className="field host-amenities"
        value={form.amenities}
        onChange={set('amenities')}
      >
        <Label className="field-label">
          <Trans>Amenities</Trans>
        </Label>
        <div className="host-amenity-list">
          {amenities.map((amenity) => (
            <Checkbox key={amenity.id} value={amenity.id} className="host-checkbox">
              <span className="host-checkbox-box" aria-hidden="true" />
              {amenity.label}
            </Checkbox>
          ))}
        </div>
        <FieldError className="field-error" />
      </CheckboxGroup>
      <SubmitButton block={false}>
        <Trans>Save capacity and amenities</Trans>
      </SubmitButton>
    </MutationForm>
  );
}
