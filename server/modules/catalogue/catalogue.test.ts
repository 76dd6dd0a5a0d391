import { describe, expect, it } from 'vitest';
import {
  CategoriesResponse,
  CitiesResponse,
  CountersResponse,
  CurrenciesResponse,
  InvestmentMetaResponse,
  PageMetaResponse,
  UnitsMetaResponse,
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

  it('gives the listing its filter choices in the language and currency asked for', async () => {
    const sar = UnitsMetaResponse.parse((await get('/meta/units')).json()).data.filters;
    expect(sar.amenities.length).toBeGreaterThanOrEqual(20);
    expect(sar.price.currency).toBe('SAR');
    expect(sar.price.min_minor).toBeLessThan(sar.price.max_minor);
    expect(sar.max_guests).toBeGreaterThanOrEqual(10);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/meta/units',
      headers: { 'accept-language': 'ar', currency: 'USD' },
    });
    expect(res.headers.vary).toMatch(/currency/i);
    const usd = UnitsMetaResponse.parse(res.json()).data.filters;
    expect(usd.price.currency).toBe('USD');
    expect(usd.price.max_minor).toBe(Math.round(sar.price.max_minor / 3.75));
    expect(usd.amenities.map((a) => a.slug)).toEqual(sar.amenities.map((a) => a.slug));
    expect(usd.amenities[0]?.name).toMatch(/[\u0600-\u06FF]/);
    // The dearest unit in the catalogue is what the bound says, as its card would show it.
    const dearest = await get('/units/filter?sort=price_desc&per_page=1');
    expect(dearest.json().data.items[0].price_per_night.amount_minor).toBe(sar.price.max_minor);
  });

  it('gives the investment list its cities, price bounds and top yield', async () => {
    const { data } = InvestmentMetaResponse.parse((await get('/meta/investment', 'ar')).json());
    expect(data.meta.page).toBe('investment');
    expect(data.filters.cities.length).toBeGreaterThan(0);
    expect(data.filters.max_yield_bps).toBeGreaterThan(0);
    expect(data.filters.price.min_minor).toBeLessThanOrEqual(data.filters.price.max_minor);
  });

  it('refuses an unknown currency on the listing meta with a 422 on currency', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/meta/units',
      headers: { currency: 'XYZ' },
    });
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors[0]?.field).toBe('currency');
  });

  it('refuses an unknown page with a 422 on page', async () => {
    const res = await get('/meta?page=nowhere');
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors[0]?.field).toBe('page');
  });
});
