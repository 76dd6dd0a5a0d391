import { describe, expect, it } from 'vitest';
import { MapSettingsResponse } from '../../contract/units-map';
import { loadConfig } from '../config';
import { useTestApp } from '../test/test-app';
import { pagePolicy } from './csp';
import { MapTilesError, parseMapTiles } from './map-tiles';

const imgSrc = (policy: string) => policy.split('; ').find((part) => part.startsWith('img-src '));
const base = { google: false, stripe: false, https: false };

describe('map tiles and the CSP', () => {
  it('allows no image origin but our own by default', () => {
    expect(imgSrc(pagePolicy(base, []))).toBe("img-src 'self' data: blob:");
    expect(loadConfig({}).MAP_TILES_URL).toBeUndefined();
  });

  it("adds a configured provider's origin, with a subdomain placeholder as a wildcard", () => {
    const osm = parseMapTiles('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png', ' © Example ');
    expect(osm).toMatchObject({ cspSource: 'https://*.tile.example.org', attribution: '© Example' });
    expect(imgSrc(pagePolicy({ ...base, mapTiles: osm.cspSource }, []))).toBe(
      "img-src 'self' data: blob: https://*.tile.example.org",
    );
    expect(parseMapTiles('https://tiles.example.com:8443/v1/{z}/{x}/{y}.png?key=k').cspSource).toBe(
      'https://tiles.example.com:8443',
    );
    expect(parseMapTiles('http://localhost:8080/{z}/{x}/{y}.png').cspSource).toBe('http://localhost:8080');
  });

  it.each([
    ['https://tiles.example.com/{z}/{x}.png', /\{y\}/],
    ['tiles/{z}/{x}/{y}.png', /absolute/],
    ['http://tiles.example.com/{z}/{x}/{y}.png', /https/],
    ['https://a.{s}.example.com/{z}/{x}/{y}.png', /first label/],
  ])('refuses %s', (url, message) => {
    expect(() => parseMapTiles(url)).toThrow(MapTilesError);
    expect(() => parseMapTiles(url)).toThrow(message);
    expect(() => loadConfig({ MAP_TILES_URL: url })).toThrow(/MAP_TILES_URL/);
  });

  describe('GET /units/map-settings', () => {
    const withTiles = useTestApp({
      seed: false,
      mapTiles: parseMapTiles('https://{s}.tile.example.org/{z}/{x}/{y}.png', '© Example'),
    });
    it('tells the client the template and attribution to draw', async () => {
      const res = await withTiles.app.inject({ url: '/api/v1/units/map-settings' });
      expect(MapSettingsResponse.parse(res.json()).data.tiles).toEqual({
        url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        attribution: '© Example',
      });
    });
  });

  describe('GET /units/map-settings without tiles', () => {
    const plain = useTestApp({ seed: false });
    it('answers null, so the maps stay on the bundled outlines', async () => {
      const res = await plain.app.inject({ url: '/api/v1/units/map-settings' });
      expect(MapSettingsResponse.parse(res.json()).data.tiles).toBeNull();
    });
  });
});
