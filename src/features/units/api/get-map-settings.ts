import { queryOptions } from '@tanstack/react-query';
import { MapSettingsResponse, type MapSettings } from '../../../../contract/units-map';
import { api } from '../../../lib/api-client';
import { unitsKeys } from './keys';

/**
 * Whether the server names a tile provider. Imported by the lazy map code only. Offline, or if the
 * call fails, the maps draw the bundled outlines: no answer means no tiles, never no map.
 */
export const mapSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...unitsKeys.all, 'map-settings'] as const,
    queryFn: (): Promise<MapSettings> =>
      api('/api/v1/units/map-settings', { schema: MapSettingsResponse })
        .then((r) => r.data)
        .catch(() => ({ tiles: null })),
    staleTime: Infinity,
  });
