import type { UnitListSearch } from './api/keys';

/**
 * How many filters narrow the listing, for the Filters button's count: one for each of city, kind
 * of stay, the dates (a pair), guests, the price range (either end or both) and bedrooms, and one
 * for each amenity, as each is a choice of its own. The order and the page narrow nothing.
 */
export function countActiveFilters(search: UnitListSearch): number {
  const set = (value: unknown) => (value === undefined ? 0 : 1);
  const amenities = search.amenities ? search.amenities.split(',').filter(Boolean).length : 0;
  return (
    set(search.city) +
    set(search.category) +
    set(search.check_in ?? search.check_out) +
    set(search.guests) +
    set(search.min_price ?? search.max_price) +
    set(search.bedrooms) +
    amenities
  );
}

/** Every filter unset, for "Clear all" (the order is kept: it is a way of reading, not a filter). */
export const NO_FILTERS: Partial<UnitListSearch> = {
  city: undefined,
  category: undefined,
  check_in: undefined,
  check_out: undefined,
  guests: undefined,
  min_price: undefined,
  max_price: undefined,
  bedrooms: undefined,
  amenities: undefined,
};
