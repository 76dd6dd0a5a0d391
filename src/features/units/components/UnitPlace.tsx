import { Trans } from '@lingui/react/macro';
import type { UnitDetail } from '../../../../contract/units';

/** "Chalet · Dubai Marina, Dubai": the kind of place and where it is, with the language's own comma. */
export function UnitPlace({ unit }: { unit: UnitDetail }) {
  const area = unit.area;
  const city = unit.city.name;
  return (
    <p className="unit-place">
      {unit.category.name} ·{' '}
      <Trans comment="A unit's district, then its city">
        {area}, {city}
      </Trans>
    </p>
  );
}
