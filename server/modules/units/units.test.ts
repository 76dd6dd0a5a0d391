import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { FeaturedUnitsResponse, UnitExtrasResponse, UnitResponse } from '../../../contract/units';
import { useTestApp } from '../../test/test-app';

describe('unit pages', () => {
  const t = useTestApp({ catalogue: true });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  it('lists the featured units with their cover image', async () => {
    const { data, pagination } = FeaturedUnitsResponse.parse((await get('/units/featured')).json());
    expect(pagination).toBeNull();
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.length).toBeLessThanOrEqual(8);
    for (const unit of data.items)
      expect(unit.cover?.key).toMatch(new RegExp(`^${unit.category.slug}-\\d\\d$`));
  });

  it('shows a unit by slug and by id identically, in one language only', async () => {
    const bySlug = UnitResponse.parse((await get('/units/show-by-slug/riyadh-villa-011')).json()).data.unit;
    const byId = UnitResponse.parse((await get(`/units/${bySlug.id}`)).json()).data.unit;
    expect(byId).toEqual(bySlug);
    expect(bySlug.title).toMatch(/villa/i);
    expect(bySlug.description).toMatch(/sleeps up to \d+ guests/);
    expect(bySlug.house_rules.split('\n').length).toBeGreaterThanOrEqual(3);
    expect(bySlug.images.length).toBeGreaterThanOrEqual(4);
    expect(bySlug.images.length).toBeLessThanOrEqual(6);
    expect(bySlug.amenities.map((a) => a.slug)).toContain('wifi');
    expect(bySlug.location.lat).toBeCloseTo(24.71, 0);
    expect(bySlug.check_in_time).toMatch(/^1[456]:00$/);
    expect(JSON.stringify(bySlug)).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('shows the Arabic text and converted money when asked', async () => {
    const res = await get('/units/show-by-slug/cairo-apartment-008', {
      'accept-language': 'ar',
      currency: 'EGP',
    });
    const { unit } = UnitResponse.parse(res.json()).data;
    expect(unit.city.name).toBe('القاهرة');
    expect(unit.description).toMatch(/يضم المكان/);
    expect(unit.amenities.find((a) => a.slug === 'wifi')?.name).toBe('واي فاي');
    expect(unit.price_per_night.currency).toBe('EGP');
    const sar = UnitResponse.parse((await get('/units/show-by-slug/cairo-apartment-008')).json()).data.unit;
    expect(unit.price_per_night.amount_minor).toBe(
      Math.round((sar.price_per_night.amount_minor * 13_250_000) / 1_000_000),
    );
  });

  it('lists a unit’s extras, priced per night or per stay', async () => {
    for (let id = 1; id <= 10; id += 1) {
      const { data } = UnitExtrasResponse.parse((await get(`/units/${id}/extras`)).json());
      expect(data.items.length).toBeLessThanOrEqual(4);
      for (const extra of data.items) expect(['per_night', 'per_stay']).toContain(extra.pricing);
    }
  });

  it.each(['/units/999999', '/units/show-by-slug/no-such-place', '/units/999999/extras'])(
    'answers 404 in the envelope for %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('NOT_FOUND');
    },
  );

  it('refuses a malformed id with a 422 on id', async () => {
    const res = await get('/units/abc');
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors).toEqual([{ field: 'id', message: 'Enter a number.' }]);
  });
});
