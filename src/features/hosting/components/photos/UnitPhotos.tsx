import { Plural } from '@lingui/react/macro';
import type { HostUnit } from '../../../../../contract/hosting-units';

/** A placeholder for the photos section, which its own part builds; it only says how many there are. */
export function UnitPhotos({ unit }: { unit: HostUnit }) {
  return (
    <p>
      <Plural value={unit.photos} one="# photo" other="# photos" />
    </p>
  );
}
