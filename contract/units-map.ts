import * as z from 'zod/mini';
import { envelope } from './common';

/**
 * GET /api/v1/units/map-settings: what the maps draw under the markers. `tiles` is null unless the
 * server sets MAP_TILES_URL; then the client adds that raster layer (the CSP allows its origin) over
 * the bundled outlines. Kept apart from units.ts so only the lazy map code carries it.
 */
const mapSettings = {
  tiles: z.nullable(z.object({ url: z.string(), attribution: z.nullable(z.string()) })),
};
export const MapSettings = z.object(mapSettings);
export type MapSettings = z.infer<typeof MapSettings>;
export const MapSettingsResponse = envelope(mapSettings);
export type MapSettingsResponse = z.infer<typeof MapSettingsResponse>;
