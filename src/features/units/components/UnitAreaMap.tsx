import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import type { UnitDetail } from '../../../../contract/units';
import { useNearViewport } from '../../../lib/use-near-viewport';

import { MapSlot } from './MapSlot';

const loadAreaMap = () => import('../map/AreaMap');

/**
 * "Where you'll be": the unit's area on a map, loaded as the visitor scrolls near it (Leaflet is not
 * part of the page's first load). The area is the server's approximate circle; the exact address
 * comes with the booking.
 */
export function UnitAreaMap({ unit }: { unit: UnitDetail }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const area = unit.location.area;
  const city = unit.city.name;
  return (
    <section className="unit-area" aria-labelledby="unit-area-title">
      <h2 id="unit-area-title">
        <Trans>Where you’ll be</Trans>
      </h2>
      <p>
        <Trans comment="A unit's district, then its city">
          {area}, {city}
        </Trans>{' '}
        · <Trans>The exact address is shared once your booking is confirmed.</Trans>
      </p>
      <div ref={slot} className="map-slot">
        {near && <MapSlot load={loadAreaMap} props={{ location: unit.location }} />}
      </div>
    </section>
  );
}
