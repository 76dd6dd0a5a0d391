import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useRef } from 'react';
import type { Locale } from '../../../../contract/i18n';
import type { MapSettings } from '../../../../contract/units-map';
import { drawBasemap, nearbyCity } from './basemap';

/** A unit on the map: its price, a link to its page, and a name for screen readers. */
export interface MapMarker {
  slug: string;
  lat: number;
  lng: number;
  /** What the marker shows (the nightly price). */
  text: string;
  /** What it is called (title and price). */
  name: string;
  href: string;
}

export interface MapProps {
  /** The map region's accessible name. */
  label: string;
  locale: Locale;
  tiles: MapSettings['tiles'];
  zoomIn: string;
  zoomOut: string;
  markers?: MapMarker[];
  /** An approximate area: a circle around a point, never the exact address. */
  area?: { lat: number; lng: number; radius: number };
  /** A marker was pressed (not with a modifier key, which opens the link as the browser does). */
  onOpen?: (slug: string) => void;
}

/**
 * Leaflet on the bundled basemap, in SVG (no WebGL, no tiles unless the server names a provider).
 * The container stays left-to-right, as a map's space has no reading direction; its labels and
 * the zoom control follow the language. Markers are plain links, so the keyboard reaches them in the
 * order of the list beside the map, and a click follows them through the router.
 */
export default function LeafletMap(props: MapProps) {
  const container = useRef<HTMLDivElement>(null);
  const { markers, area, tiles, locale, zoomIn, zoomOut, onOpen } = props;
  // The latest callback, without rebuilding the map when a parent passes a new function.
  const opener = useRef(onOpen);
  useEffect(() => {
    opener.current = onOpen;
  }, [onOpen]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const rtl = locale === 'ar';
    const map = L.map(element, { zoomControl: false, attributionControl: false, zoomSnap: 0.5 });
    L.control
      .zoom({
        position: rtl ? 'topright' : 'topleft',
        zoomInTitle: zoomIn,
        zoomOutTitle: zoomOut,
      })
      .addTo(map);
    // The view first: Leaflet projects vector layers as they are added, against the current view.
    if (area) {
      // The circle, and the nearest city's name so the area has a landmark on a map without tiles.
      const view = L.latLng(area.lat, area.lng).toBounds(area.radius * 2);
      const city = nearbyCity(area.lat, area.lng);
      if (city) view.extend(city);
      map.fitBounds(view, { padding: [40, 40], maxZoom: 14 });
    } else if (markers?.length) {
      const bounds = L.latLngBounds(markers.map((marker) => [marker.lat, marker.lng] as [number, number]));
      // Room for the price tags, which are centred on their points.
      map.fitBounds(bounds, { padding: [64, 32], maxZoom: 13 });
    } else {
      map.setView([24, 45], 4);
    }
    if (tiles) {
      L.tileLayer(tiles.url, { attribution: tiles.attribution ?? '' }).addTo(map);
      L.control.attribution({ prefix: false, position: rtl ? 'bottomleft' : 'bottomright' }).addTo(map);
    }
    drawBasemap(map, locale, { outlinesOnly: Boolean(tiles) });
    if (area) L.circle([area.lat, area.lng], { radius: area.radius, className: 'map-area' }).addTo(map);
    for (const marker of markers ?? []) {
      const link = document.createElement('a');
      link.href = marker.href;
      link.dataset.slug = marker.slug;
      link.textContent = marker.text;
      link.setAttribute('aria-label', marker.name);
      link.className = 'map-price';
      const icon = L.divIcon({ className: 'map-price-anchor', html: link, iconSize: undefined });
      L.marker([marker.lat, marker.lng], { icon, interactive: false, keyboard: false }).addTo(map);
    }

    const open = (event: MouseEvent) => {
      const target = (event.target as Element).closest<HTMLAnchorElement>('a[data-slug]');
      if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      opener.current?.(target.dataset.slug!);
    };
    element.addEventListener('click', open);
    return () => {
      element.removeEventListener('click', open);
      map.remove();
    };
  }, [markers, area, tiles, locale, zoomIn, zoomOut]);

  return <div ref={container} className="map-canvas" dir="ltr" role="region" aria-label={props.label} />;
}
