import { describe, expect, it } from 'vitest';
import {
  CategoriesResponse,
  CitiesResponse,
  CountersResponse,
  CurrenciesResponse,
  PageMetaResponse,
} from '../../../contract/content';
import { AnyEnvelope } from '../../../contract/common';
import { useTestApp } from '../../test/test-app';

describe('catalogue reference data', () => {
  const t = useTestApp({ catalogue: true });
  const get = (url: string, language = 'en') =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': language } });

  it('lists the cities with unit counts that add up to the catalogue, in either language', async () => {
    const res = await get('/cities');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { items } = CitiesResponse.parse(res.json()).data;
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.reduce((sum, city) => sum + city.units_count, 0)).toBe(150);
    expect(items[0]).toMatchObject({ slug: 'riyadh', name: 'Riyadh', country_code: 'SA' });
    const arabic = CitiesResponse.parse((await get('/cities', 'ar')).json()).data.items;
    expect(arabic.map((c) => c.name)).toContain('شرم الشيخ');
  });

  it('lists the categories', async () => {
    const { items } = CategoriesResponse.parse((await get('/categories', 'ar')).json()).data;
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.find((c) => c.slug === 'chalet')?.name).toBe('شاليه');
  });

  it('lists the currencies with SAR as the base', async () => {
    const { data } = CurrenciesResponse.parse((await get('/currencies')).json());
    expect(data.items.map((c) => c.code)).toEqual(['SAR', 'AED', 'EGP', 'USD']);
    expect(data.items[0]).toMatchObject({ code: 'SAR', rate: 1, is_base: true, exponent: 2 });
    expect(data.items.find((c) => c.code === 'USD')?.rate).toBeCloseTo(1 / 3.75, 5);
    expect(data.rates_as_of).toBe('2025-06-01');
  });

  it('gives counters, the homes counter matching the catalogue', async () => {
    const { items } = CountersResponse.parse((await get('/counters', 'ar')).json()).data;
    expect(items.find((c) => c.key === 'units')).toEqual({ key: 'units', label: 'منزل للإقامة', value: 150 });
  });

  it('gives page meta for a page, the units page and the investment page', async () => {
    const home = PageMetaResponse.parse((await get('/meta')).json()).data.meta;
    expect(home.page).toBe('home');
    expect(home.title).toMatch(/^Sakan/);
    const faq = PageMetaResponse.parse((await get('/meta?page=faq', 'ar')).json()).data.meta;
    expect(faq.title).toBe('الأسئلة الشائعة');
    expect(PageMetaResponse.parse((await get('/meta/units')).json()).data.meta.page).toBe('units');
    const investment = PageMetaResponse.parse((await get('/meta/investment', 'ar')).json()).data.meta;
    expect(investment.title).toBe('استثمر في عقارات مدرّة للدخل');
  });

  it('refuses an unknown page with a 422 on page', async () => {
    const res = await get('/meta?page=nowhere');
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors[0]?.field).toBe('page');
  });
});
