import type { UnitSort } from '../../../contract/units';
import type { UnitListSearch } from './api/keys';

// Plain values, not the zod enum: validateSearch runs in the first bundle, which must not carry zod.
const SORTS: readonly UnitSort[] = ['newest', 'price_asc', 'price_desc', 'rating'];

const int = (value: unknown, min: number, max: number): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};
const slug = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[a-z0-9-]{1,60}$/.test(value) ? value : undefined;
/** `pool,wifi`: known-shaped slugs, deduplicated and sorted so one choice has one URL. */
const slugList = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const slugs = [...new Set(value.split(',').filter((v) => /^[a-z0-9-]{1,60}$/.test(v)))].sort();
  return slugs.length > 0 ? slugs.join(',') : undefined;
};
/** A calendar date as `YYYY-MM-DD` (not 2027-02-30), as the contract's IsoDate accepts it. */
const date = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : undefined;
};

/**
 * The listing's typed search params (validateSearch). Filters live in the URL so a search can be shared
 * and the back button works; anything malformed is dropped rather than failing the page.
 */
export function parseUnitSearch(search: Record<string, unknown>): UnitListSearch {
  const sort = SORTS.find((s) => s === search.sort);
  const out: UnitListSearch = {
    city: slug(search.city),
    category: slug(search.category),
    guests: int(search.guests, 1, 50),
    bedrooms: int(search.bedrooms, 0, 20),
    min_price: int(search.min_price, 0, 1e9),
    max_price: int(search.max_price, 0, 1e9),
    check_in: date(search.check_in),
    check_out: date(search.check_out),
    amenities: slugList(search.amenities),
    sort,
    page: int(search.page, 1, 10_000),
  };
  // Pairs the server would refuse are dropped, so a hand-edited URL shows results instead of an error.
  if (!out.check_in || !out.check_out || out.check_out <= out.check_in) {
    out.check_in = undefined;
    out.check_out = undefined;
  }
  if (out.min_price !== undefined && out.max_price !== undefined && out.max_price < out.min_price) {
    out.max_price = undefined;
  }
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as UnitListSearch;
}
