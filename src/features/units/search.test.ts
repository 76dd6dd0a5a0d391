import { describe, expect, it } from 'vitest';
import { parseUnitSearch } from './search';

describe('listing search params', () => {
  it('keeps every valid filter, typed', () => {
    expect(
      parseUnitSearch({
        city: 'riyadh',
        guests: '4',
        check_in: '2027-01-10',
        check_out: '2027-01-12',
        amenities: 'wifi,pool,wifi',
        min_price: '10000',
        max_price: 50000,
        sort: 'rating',
      }),
    ).toEqual({
      city: 'riyadh',
      guests: 4,
      check_in: '2027-01-10',
      check_out: '2027-01-12',
      amenities: 'pool,wifi',
      min_price: 10000,
      max_price: 50000,
      sort: 'rating',
    });
  });

  it('drops what the server would refuse instead of failing the page', () => {
    expect(parseUnitSearch({ check_in: '2027-01-12', check_out: '2027-01-10' })).toEqual({});
    expect(parseUnitSearch({ check_in: '2027-01-12' })).toEqual({});
    expect(parseUnitSearch({ min_price: 500, max_price: 100 })).toEqual({ min_price: 500 });
    expect(parseUnitSearch({ guests: 0, city: 'Riyadh!', sort: 'cheap', amenities: ',,' })).toEqual({});
  });
});
