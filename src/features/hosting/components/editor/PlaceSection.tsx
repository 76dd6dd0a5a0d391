import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HostUnit } from '../../../../../contract/hosting-units';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { LazySelect } from '../../../../components/ui/LazySelect';
import { TextField } from '../../../../components/ui/TextField';
import { useSaveSection } from '../../api/save-unit-section';
import type { Choice } from './choices';
import { NumberInput } from '../../../../components/form/NumberInput';

/** City, area in both languages, street address (confirmed guests only) and the map position. */
export function PlaceSection({ unit, cities }: { unit: HostUnit; cities: Choice[] }) {
  const { t } = useLingui();
  const save = useSaveSection(unit.id, 'place');
  const [place, setPlace] = useState({
    city: unit.city_slug,
    area_en: unit.area_en,
    area_ar: unit.area_ar,
    address: unit.address,
    lat: unit.lat,
    lng: unit.lng,
  });
  const set =
    <K extends keyof typeof place>(name: K) =>
    (value: (typeof place)[K]) =>
      setPlace((current) => ({ ...current, [name]: value }));
  return (
    <MutationForm
      className="form host-section"
      mutation={save}
      variables={() => ({
        body: place,
        patch: {
          ...place,
          city_slug: place.city,
          city: cities.find((c) => c.id === place.city)?.label ?? unit.city,
        },
        key: crypto.randomUUID(),
      })}
    >
      <LazySelect name="city" label={t`City`} options={cities} value={place.city} onChange={set('city')} />
      <div className="host-pair">
        <TextField
          name="area_en"
          label={t`Area in English`}
          value={place.area_en}
          onChange={set('area_en')}
        />
        <TextField name="area_ar" label={t`Area in Arabic`} value={place.area_ar} onChange={set('area_ar')} />
      </div>
      <TextField
        name="address"
        label={t`Street address`}
        description={t`Shown to confirmed guests only; everyone else sees the area.`}
        value={place.address}
        onChange={set('address')}
      />
      <div className="host-pair">
        <NumberInput
          name="lat"
          label={t`Latitude`}
          value={place.lat}
          onChange={set('lat')}
          min={-90}
          max={90}
          fractionDigits={6}
        />
        <NumberInput
          name="lng"
          label={t`Longitude`}
          value={place.lng}
          onChange={set('lng')}
          min={-180}
          max={180}
          fractionDigits={6}
        />
      </div>
      <SubmitButton block={false}>
        <Trans>Save place</Trans>
      </SubmitButton>
    </MutationForm>
  );
}
