import { describe, expect, it } from 'vitest';
import { FeaturedUnitsResponse, UnitListResponse, UnitResponse } from '../../../contract/units';
import { useTestApp } from '../../test/test-app';
import { AREA_RADIUS_M } from './approximate';

/** Metres between two points (haversine); enough for distances of a few kilometres. */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/**
 * A unit's exact point is its address: the catalogue's answers (unit page, search, featured) give a
 * guest who has not booked only an area around it, the same on every request.
 */
describe("a unit's position before booking", () => {
  const t = useTestApp({ catalogue: true });
  const exactOf = async (ids: number[]) => {
    const { rows } = await t.database.pool.query<{ id: number; lat: number; lng: number }>(
      'select id, lat, lng from units where id = any($1::int[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row]));
  };
  /** The exact coordinates as written anywhere in an answer's text, at the precision they are stored. */
  const leaks = (body: string, exact: { lat: number; lng: number }) =>
    [exact.lat, exact.lng].filter((value) => body.includes(String(value)));

  it('shows the unit page an area that holds the unit, never the point', async () => {
    const list = UnitListResponse.parse(
      (await t.app.inject({ url: '/api/v1/units/filter?per_page=50' })).json(),
    ).data.items;
    const exact = await exactOf(list.map((card) => card.id));
    for (const card of list.slice(0, 12)) {
      const point = exact.get(card.id)!;
      const res = await t.app.inject({ url: `/api/v1/units/show-by-slug/${card.slug}` });
      const { location } = UnitResponse.parse(res.json()).data.unit;
      expect(leaks(res.body, point)).toEqual([]);
      expect(location.radius_m).toBe(AREA_RADIUS_M);
      expect(metres(location, point)).toBeLessThanOrEqual(location.radius_m);
      // Not the point with a little noise either: the centre of a ~1 km cell, at a few decimals.
      expect(location.lat * 1e4).toBeCloseTo(Math.round(location.lat * 1e4), 6);
      const again = await t.app.inject({ url: `/api/v1/units/${card.id}` });
      expect(UnitResponse.parse(again.json()).data.unit.location).toEqual(location);
    }
  });

  it("puts each card's marker near its unit but not on it, in the search and the featured list", async () => {
    const search = await t.app.inject({ url: '/api/v1/units/filter?per_page=50' });
    const featured = await t.app.inject({ url: '/api/v1/units/featured' });
    const cards = [
      ...UnitListResponse.parse(search.json()).data.items,
      ...FeaturedUnitsResponse.parse(featured.json()).data.items,
    ];
    const exact = await exactOf(cards.map((card) => card.id));
    for (const card of cards) {
      const point = exact.get(card.id)!;
      expect(metres(card.position, point)).toBeGreaterThan(0);
      // Marker and true point share a cell: at most its diagonal apart.
      expect(metres(card.position, point)).toBeLessThanOrEqual(2 * AREA_RADIUS_M);
      expect(leaks(search.body + featured.body, point)).toEqual([]);
    }
  });
});
