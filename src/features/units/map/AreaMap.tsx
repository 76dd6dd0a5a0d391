import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { UnitDetail } from '../../../../contract/units';
import { currentLocale } from '../../../lib/i18n';
import { mapSettingsQueryOptions } from '../api/get-map-settings';
import LeafletMap from './LeafletMap';

/** A unit's area: the circle the server drew around it (contract UnitDetail.location), no pin. */
export default function AreaMap({ location }: { location: UnitDetail['location'] }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const settings = useQuery(mapSettingsQueryOptions()).data;
  const { lat, lng, radius_m } = location;
  const area = useMemo(() => ({ lat, lng, radius: radius_m }), [lat, lng, radius_m]);
  if (!settings) return <div className="map-canvas" />;
  return (
    <LeafletMap
      label={t`Map of the area around this stay`}
      locale={lang}
      tiles={settings.tiles}
      zoomIn={t`Zoom in`}
      zoomOut={t`Zoom out`}
      area={area}
    />
  );
}
