/**
 * Writes the maps' bundled basemap, src/features/units/map/basemap.json: simplified outlines of the
 * countries we serve and their neighbours (Natural Earth 1:50m, from the world-atlas package) and a
 * point per city of the seed (catalogue-data.ts). The maps draw it with no tiles and no network, so
 * they work offline and call no third party (lib/map-tiles.ts adds tiles only when configured).
 * The output is committed; rerun after adding a city or a country:  npm run basemap
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { CITIES } from '../db/seed/catalogue-data';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const atlas = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
const topology = JSON.parse(readFileSync(atlas, 'utf8')) as Topology<{ countries: GeometryCollection }>;

/** ISO 3166 numeric → alpha-2 (the client names them with Intl.DisplayNames). Served first. */
const SERVED: Record<string, string> = { '682': 'SA', '784': 'AE', '512': 'OM', '818': 'EG' };
const NEIGHBOURS: Record<string, string> = {
  '634': 'QA',
  '048': 'BH',
  '414': 'KW',
  '368': 'IQ',
  '400': 'JO',
  '887': 'YE',
  '364': 'IR',
  '729': 'SD',
  '434': 'LY',
  '376': 'IL',
  '275': 'PS',
  '760': 'SY',
  '422': 'LB',
  '232': 'ER',
  '262': 'DJ',
  '706': 'SO',
  '231': 'ET',
  '196': 'CY',
  '792': 'TR',
  '148': 'TD',
  '728': 'SS',
};
/** Degrees: Douglas–Peucker tolerance (~4 km) and coordinate precision (~1 km). */
const TOLERANCE = 0.04;
const DECIMALS = 2;
/** Islands smaller than this (square degrees, ~60 km²) are left out. */
const MIN_AREA = 0.005;

type Point = [number, number];

function simplify(points: Point[]): Point[] {
  if (points.length < 3) return points;
  let worst = 0;
  let at = 0;
  const [a, b] = [points[0]!, points[points.length - 1]!];
  for (let i = 1; i < points.length - 1; i++) {
    const distance = offLine(points[i]!, a, b);
    if (distance > worst) [worst, at] = [distance, i];
  }
  if (worst <= TOLERANCE) return [a, b];
  return [...simplify(points.slice(0, at + 1)).slice(0, -1), ...simplify(points.slice(at))];
}

function offLine([x, y]: Point, [x1, y1]: Point, [x2, y2]: Point): number {
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) return Math.hypot(x - x1, y - y1);
  return Math.abs((x2 - x1) * (y1 - y) - (x1 - x) * (y2 - y1)) / length;
}

const area = (ring: Point[]) =>
  Math.abs(
    ring.reduce(
      (sum, [x, y], i) => sum + x * ring[(i + 1) % ring.length]![1] - ring[(i + 1) % ring.length]![0] * y,
      0,
    ),
  ) / 2;

const round = (value: number) => Number(value.toFixed(DECIMALS));

function ring(points: Point[]): Point[] | null {
  if (area(points) < MIN_AREA) return null;
  const kept = simplify(points).map(([x, y]) => [round(x), round(y)] as Point);
  const unique = kept.filter((p, i) => i === 0 || p[0] !== kept[i - 1]![0] || p[1] !== kept[i - 1]![1]);
  return unique.length >= 4 ? unique : null;
}

/** Where a country's name goes: the centre of its largest piece's bounding box (not an island's). */
function labelPoint(polygons: Point[][][]): Point {
  const largest = polygons.map((polygon) => polygon[0]!).sort((a, b) => area(b) - area(a))[0]!;
  const xs = largest.map(([x]) => x);
  const ys = largest.map(([, y]) => y);
  return [round((Math.min(...xs) + Math.max(...xs)) / 2), round((Math.min(...ys) + Math.max(...ys)) / 2)];
}

const countries = feature(topology, topology.objects.countries).features.flatMap((country) => {
  const id = String(country.id);
  const code = SERVED[id] ?? NEIGHBOURS[id];
  if (!code || !country.geometry) return [];
  const geometry = country.geometry;
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  const kept = polygons
    .map((polygon) => polygon.map((r) => ring(r as Point[])).filter((r): r is Point[] => r !== null))
    .filter((polygon) => polygon.length > 0);
  return [
    {
      type: 'Feature',
      properties: { code, served: id in SERVED, label: id in SERVED ? labelPoint(kept) : undefined },
      geometry: { type: 'MultiPolygon', coordinates: kept },
    },
  ];
});

const cities = CITIES.map((city) => ({
  type: 'Feature',
  properties: { slug: city.slug, en: city.en, ar: city.ar },
  geometry: { type: 'Point', coordinates: [round(city.lng), round(city.lat)] },
}));

const out = join(root, 'src/features/units/map/basemap.json');
const text = JSON.stringify({ type: 'FeatureCollection', features: [...countries, ...cities] });
writeFileSync(out, `${text}\n`);
console.log(
  `${out}: ${countries.length} countries, ${cities.length} cities, ${(text.length / 1024).toFixed(1)} KB`,
);
