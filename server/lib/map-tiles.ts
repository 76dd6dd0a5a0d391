/**
 * Map tiles from a provider, only when MAP_TILES_URL is set. Unset, the maps draw the bundled outlines
 * of the countries and cities we serve (src/features/units/map/basemap.json) and no request leaves
 * the site. Set, it is a raster tile template (`https://{s}.tile.example.org/{z}/{x}/{y}.png`): the
 * browser loads the tiles as images, so its origin joins the pages' `img-src` (lib/csp.ts).
 */
export interface MapTiles {
  /** The template as given: {z}, {x} and {y}, optionally {s} (a subdomain), {r} (retina suffix). */
  url: string;
  /** Shown on the map (most providers require it). */
  attribution: string | null;
  /** The CSP source that allows the template's every URL (`https://*.tile.example.org`). */
  cspSource: string;
}

export class MapTilesError extends Error {}

/** Validates a tile template and derives the CSP source its URLs need. Throws MapTilesError. */
export function parseMapTiles(url: string, attribution?: string | null): MapTiles {
  for (const part of ['{z}', '{x}', '{y}']) {
    if (!url.includes(part)) throw new MapTilesError(`must contain ${part}`);
  }
  // A subdomain placeholder may only lead the host: CSP's only wildcard is a leading `*.`.
  const probe = url.replace(/^(https?:\/\/)\{s\}\./, '$1subdomain.');
  if (/^[a-z]+:\/\/[^/?#]*[{}]/i.test(probe)) {
    throw new MapTilesError('may use a placeholder in the host only as its first label ({s}.)');
  }
  let parsed: URL;
  try {
    parsed = new URL(probe.replace(/\{[a-z]+\}/g, '0'));
  } catch {
    throw new MapTilesError('must be an absolute URL');
  }
  if (parsed.protocol !== 'https:' && !isLoopback(parsed.hostname)) {
    throw new MapTilesError('must be https (http only for localhost)');
  }
  const wildcard = probe !== url;
  const host = wildcard ? `*.${parsed.host.slice('subdomain.'.length)}` : parsed.host;
  return { url, attribution: attribution?.trim() || null, cspSource: `${parsed.protocol}//${host}` };
}

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || host.startsWith('127.');
