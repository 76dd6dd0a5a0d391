/**
 * A loose bounding box per country we list in (south, west, north, east), drawn a little wider than
 * the border. It catches the mistakes that matter (swapped latitude and longitude, a sign dropped, a
 * point in another country) without a border file; a country without a box is checked by ranges alone.
 */
const BOXES: Record<string, readonly [number, number, number, number]> = {
  SA: [16, 34, 32.5, 56],
  AE: [22.5, 51, 26.5, 56.6],
  OM: [16.5, 52, 26.6, 60],
  EG: [21.5, 24.5, 31.9, 37],
};

export function insideCountry(countryCode: string, lat: number, lng: number): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  const box = BOXES[countryCode];
  if (!box) return lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180;
  const [south, west, north, east] = box;
  return lat >= south && lat <= north && lng >= west && lng <= east;
}

/** The middle of the country's box: where a new draft's map starts when its city has no units yet. */
export function countryCentre(countryCode: string): { lat: number; lng: number } {
  const box = BOXES[countryCode];
  if (!box) return { lat: 0, lng: 0 };
  const [south, west, north, east] = box;
  return { lat: (south + north) / 2, lng: (west + east) / 2 };
}
