import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Disclosure,
  DisclosurePanel,
  Group,
  Heading,
  Input,
  Label,
  NumberField,
} from 'react-aria-components';
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
  const currency = useCurrency();
  const { data } = useQuery(unitFilterOptionsQueryOptions(currentLocale(), currency));
  const price = { style: 'currency', currency, maximumFractionDigits: 0 } as const;
  const chosen = search.amenities?.split(',') ?? [];
  const active = [search.min_price, search.max_price, search.bedrooms, search.amenities].filter(
    (v) => v !== undefined,
  ).length;
  return (
    <Disclosure className="more-filters" defaultExpanded={active > 0}>
      <Heading className="more-filters-heading">
        <Button slot="trigger" className="btn btn-secondary">
          {active > 0 ? t`More filters (${active})` : t`More filters`}
        </Button>
      </Heading>
      <DisclosurePanel className="more-filters-panel">
        <div className="price-range">
          <NumberField
            className="field"
            minValue={0}
            formatOptions={price}
            value={toMajor(search.min_price)}
            onChange={(v) => onChange({ min_price: toMinor(v) })}
          >
            <Label className="field-label">{t`Lowest price a night`}</Label>
            <Input
              className="field-input"
              placeholder={data ? String(data.filters.price.min_minor / 100) : ''}
            />
          </NumberField>
          <NumberField
            className="field"
            minValue={0}
            formatOptions={price}
            value={toMajor(search.max_price)}
            onChange={(v) => onChange({ max_price: toMinor(v) })}
          >
            <Label className="field-label">{t`Highest price a night`}</Label>
            <Input
              className="field-input"
              placeholder={data ? String(data.filters.price.max_minor / 100) : ''}
            />
          </NumberField>
          <NumberField
            className="field"
            minValue={0}
            maxValue={data?.filters.max_bedrooms ?? 20}
            value={search.bedrooms ?? NaN}
            onChange={(v) => onChange({ bedrooms: Number.isNaN(v) ? undefined : v })}
          >
            <Label className="field-label">{t`Bedrooms, at least`}</Label>
            <Group className="number-field">
              <Button slot="decrement" className="stepper" aria-label={t`Fewer bedrooms`}>
                −
              </Button>
              <Input className="field-input" />
              <Button slot="increment" className="stepper" aria-label={t`More bedrooms`}>
                +
              </Button>
            </Group>
          </NumberField>
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
      </DisclosurePanel>
    </Disclosure>
  );
}
