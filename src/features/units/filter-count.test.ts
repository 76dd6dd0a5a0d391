import { describe, expect, it } from 'vitest';
import { countActiveFilters, NO_FILTERS } from './filter-count';
import { parseUnitSearch } from './search';

describe('countActiveFilters', () => {
  it('is zero for the bare listing, and the order and page are not filters', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ sort: 'price_asc', page: 3 })).toBe(0);
  });

  it('counts each filter the guest set, the dates and the price range once each', () => {
    const search = parseUnitSearch({
      city: 'riyadh',
      category: 'chalet',
      check_in: '2030-05-01',
      check_out: '2030-05-04',
      guests: 2,
      min_price: 10000,
      max_price: 90000,
      bedrooms: 2,
    });
    expect(countActiveFilters(search)).toBe(6);
    expect(countActiveFilters({ max_price: 90000 })).toBe(1);
  });

  it('counts every amenity chosen', () => {
    expect(countActiveFilters(parseUnitSearch({ amenities: 'wifi,pool,parking' }))).toBe(3);
    expect(countActiveFilters(parseUnitSearch({ city: 'jeddah', amenities: 'wifi' }))).toBe(2);
  });

  it('is zero once every filter is cleared, and the order stays', () => {
    const cleared = parseUnitSearch({
      ...parseUnitSearch({ city: 'riyadh', amenities: 'wifi', sort: 'rating' }),
      ...NO_FILTERS,
    });
    expect(countActiveFilters(cleared)).toBe(0);
    expect(cleared).toEqual({ sort: 'rating' });
  });
});
