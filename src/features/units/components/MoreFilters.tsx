import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Disclosure,
  DisclosurePanel,
  Heading,
  Input,
  Label,
  NumberField,
} from 'react-aria-components';
import { useState } from 'react';
import { StepperField } from '../../../components/ui/StepperField';
import { currentLocale } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/use-currency';
import { unitFilterOptionsQueryOptions } from '../api/get-filter-options';
import type { UnitListSearch } from '../api/keys';

const toMajor = (minor?: number) => (minor === undefined ? NaN : minor / 100);
const toMinor = (major: number) => (Number.isNaN(major) ? undefined : Math.round(major * 100));

/**
 * The rarer filters behind a disclosure: nightly price range (in the chosen currency), bedrooms and
 * amenities. Choices come from meta/units, so only amenities that exist are offered.
 */
export function MoreFilters({
  search,
  onChange,
}: {
  search: UnitListSearch;
  onChange: (next: Partial<UnitListSearch>) => void;
}) {
  const { t } = useLingui();
  const active = [search.min_price, search.max_price, search.bedrooms, search.amenities].filter(
    (v) => v !== undefined,
  ).length;
  // The panel's fields exist only while it is open: closed, they would cost every visit to the
  // listing their rendering (and, on a server-rendered page, their hydration) for nothing.
  const [open, setOpen] = useState(active > 0);
  return (
    <Disclosure className="more-filters" isExpanded={open} onExpandedChange={setOpen}>
      <Heading level={2} className="more-filters-heading">
        <Button slot="trigger" className="btn btn-secondary">
          {active > 0 ? t`More filters (${active})` : t`More filters`}
        </Button>
      </Heading>
      <DisclosurePanel className="more-filters-panel">
        {open && <MoreFilterFields search={search} onChange={onChange} />}
      </DisclosurePanel>
    </Disclosure>
  );
}

/** Price range, bedrooms and amenities; choices come from meta/units. */
function MoreFilterFields({
  search,
  onChange,
}: {
  search: UnitListSearch;
  onChange: (next: Partial<UnitListSearch>) => void;
}) {
  const { t } = useLingui();
  const currency = useCurrency();
  const { data } = useQuery(unitFilterOptionsQueryOptions(currentLocale(), currency));
  const chosen = search.amenities?.split(',') ?? [];
  return (
    <>
      <div className="price-range">
        <PriceField
          label={t`Lowest price a night`}
          currency={currency}
          value={search.min_price}
          placeholder={data?.filters.price.min_minor}
          onChange={(min_price) => onChange({ min_price })}
        />
        <PriceField
          label={t`Highest price a night`}
          currency={currency}
          value={search.max_price}
          placeholder={data?.filters.price.max_minor}
          onChange={(max_price) => onChange({ max_price })}
        />
        <StepperField
          label={t`Bedrooms, at least`}
          decrementLabel={t`Fewer bedrooms`}
          incrementLabel={t`More bedrooms`}
          placeholder={t({ message: 'Any', context: 'number of guests or bedrooms' })}
          value={search.bedrooms}
          onChange={(bedrooms) => onChange({ bedrooms })}
          min={0}
          max={data?.filters.max_bedrooms ?? 20}
        />
      </div>
      <CheckboxGroup
        className="amenity-filter"
        value={chosen}
        onChange={(values) =>
          onChange({ amenities: values.length ? [...values].sort().join(',') : undefined })
        }
      >
        <Label className="field-label">{t`Amenities`}</Label>
        <div className="amenity-options">
          {(data?.filters.amenities ?? []).map((amenity) => (
            <Checkbox key={amenity.slug} value={amenity.slug} className="checkbox">
              <span className="checkbox-box" aria-hidden="true" />
              {amenity.name}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
    </>
  );
}

/** A nightly price in the chosen currency's major units; the URL keeps minor units, like the API. */
function PriceField({
  label,
  currency,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  currency: string;
  value?: number;
  placeholder?: number;
  onChange: (minor: number | undefined) => void;
}) {
  return (
    <NumberField
      className="field"
      minValue={0}
      formatOptions={{ style: 'currency', currency, maximumFractionDigits: 0 }}
      value={toMajor(value)}
      onChange={(major) => onChange(toMinor(major))}
    >
      <Label className="field-label">{label}</Label>
      <Input
        className="field-input"
        placeholder={placeholder === undefined ? '' : String(placeholder / 100)}
      />
    </NumberField>
  );
}
