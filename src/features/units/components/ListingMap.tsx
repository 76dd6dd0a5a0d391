import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { UnitCard } from '../../../../contract/units';
import { Button } from '../../../components/ui/Button';
import type { StaySearch } from '../../../lib/stay-search';

import { MapSlot } from './MapSlot';

const loadResultsMap = () => import('../map/ResultsMap');

/**
 * "Show map" above the results. The map's code (Leaflet and the basemap) loads only when pressed, so
 * the listing's first load does not carry it. The list stays the page's primary, accessible view:
 * the map repeats its units as links, in the same order.
 */
export function ListingMap({ items, stay }: { items: UnitCard[]; stay: StaySearch }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="listing-map">
      <Button variant="secondary" aria-expanded={open} aria-controls={id} onPress={() => setOpen(!open)}>
        {open ? t`Hide map` : t`Show map`}
      </Button>
      <div id={id} className="map-slot" hidden={!open}>
        {open && <MapSlot load={loadResultsMap} props={{ items, stay }} />}
      </div>
    </div>
  );
}
