import type { UnitDetail } from '../../../../contract/units';
import { currentLocale } from '../../../lib/i18n';
import { formatPlace } from '../../../lib/numbers';

/** "Chalet · Dubai Marina, Dubai": the kind of place and where it is, with the language's own comma. */
export function UnitPlace({ unit }: { unit: UnitDetail }) {
  return (
    <p className="unit-place">
      {unit.category.name} · {formatPlace([unit.area, unit.city.name], currentLocale())}
    </p>
  );
}
