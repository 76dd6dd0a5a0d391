import L from 'leaflet';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { Locale } from '../../../../contract/i18n';
import basemapJson from './basemap.json';

/** Made by server/tools/make-basemap.ts (npm run basemap): outlines and the seed's cities. */
const basemap = basemapJson as FeatureCollection<Geometry, Record<string, unknown>>;

interface CountryProps {
  code: string;
  served: boolean;
  /** [lng, lat] of the name (served countries). */
  label?: [number, number];
}
interface CityProps {
  slug: string;
  en: string;
  ar: string;
}

/** Names sit under the price markers (Leaflet's shadow pane is below its marker pane), never over them. */
const LABELS = 'shadowPane';

const isCity = (feature: Feature<Geometry, Record<string, unknown>>) => feature.geometry.type === 'Point';

/**
 * The countries (those we serve filled, their neighbours pale) and our cities with their names in the
 * page's language; country names come from the browser (Intl.DisplayNames), not from the file. Over
 * provider tiles only the city points are drawn: the tiles already show land and borders.
 */
export function drawBasemap(map: L.Map, locale: Locale, options: { outlinesOnly: boolean }): void {
  const countryNames = new Intl.DisplayNames([locale], { type: 'region' });
  if (!options.outlinesOnly) {
    const outlines: FeatureCollection = { ...basemap, features: basemap.features.filter((f) => !isCity(f)) };
    L.geoJSON(outlines, {
      interactive: false,
      style: (feature) => ({
        className: (feature?.properties as CountryProps | undefined)?.served ? 'map-land served' : 'map-land',
      }),
    }).addTo(map);
    for (const feature of basemap.features) {
      const props = feature.properties as Partial<CountryProps>;
      if (!props.served || !props.label) continue;
      L.tooltip({ permanent: true, direction: 'center', className: 'map-label map-country', pane: LABELS })
        .setLatLng([props.label[1], props.label[0]])
        .setContent(countryNames.of(props.code!) ?? props.code!)
        .addTo(map);
    }
  }
  for (const feature of basemap.features.filter(isCity)) {
    const props = feature.properties as unknown as CityProps;
    const [lng, lat] = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
    L.circleMarker([lat, lng], { radius: 4, className: 'map-city', interactive: false })
      .bindTooltip(locale === 'ar' ? props.ar : props.en, {
        permanent: true,
        direction: locale === 'ar' ? 'left' : 'right',
        className: 'map-label map-city-label',
        pane: LABELS,
      })
      .addTo(map);
  }
}

/** The bundled city nearest to a point, within about 50 km: the area map keeps its name in view. */
export function nearbyCity(lat: number, lng: number): [number, number] | null {
  let best: [number, number] | null = null;
  let bestDistance = 0.5;
  for (const feature of basemap.features.filter(isCity)) {
    const [cityLng, cityLat] = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
    const distance = Math.hypot(cityLat - lat, cityLng - lng);
    if (distance < bestDistance) [best, bestDistance] = [[cityLat, cityLng], distance];
  }
  return best;
}
