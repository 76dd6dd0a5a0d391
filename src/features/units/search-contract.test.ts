import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UnitFilterQuery } from '../../../contract/units';
import { parseUnitSearch } from './search';

/**
 * parseUnitSearch is the listing's validateSearch: it runs in the first bundle, so it repeats the
 * contract's UnitFilterQuery by hand rather than load zod. These properties keep the two in step:
 * whatever the URL holds, what the listing keeps is a query the server accepts; and a query the
 * server accepts, with values of the shapes the listing makes, survives the URL unchanged. The
 * listing is deliberately stricter in two ways: slugs must look like slugs, and numbers have
 * upper bounds, so a hand-edited URL cannot ask for page 10^20.
 */

/** As the request's query string carries it: every value is text. */
const asQuery = (search: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(search).map(([key, value]) => [key, String(value)]));

const slug = fc.stringMatching(/^[a-z0-9-]{1,60}$/);
const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** Values a URL may hold: well-formed, near misses and junk. */
const anyValue = fc.oneof(
  slug,
  day,
  fc.integer({ min: -5, max: 2e9 }),
  fc.integer({ min: -5, max: 60 }).map(String),
  fc.constantFrom(
    '',
    ' 1',
    '1.5',
    'abc',
    '2027-02-30',
    '2027-13-01',
    'pool,wifi',
    'pool,,wifi',
    'rating',
    'cheap',
  ),
  fc.string(),
);
const KEYS = [
  'city',
  'category',
  'guests',
  'bedrooms',
  'min_price',
  'max_price',
  'check_in',
  'check_out',
  'amenities',
  'sort',
  'page',
] as const;

describe('listing search params against the contract', () => {
  it('keeps only what the server accepts, whatever the URL holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...KEYS), anyValue), (search) => {
        const kept = parseUnitSearch(search);
        const answer = UnitFilterQuery.safeParse(asQuery(kept));
        expect(answer.success, JSON.stringify({ search, kept })).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps, unchanged, a query the server accepts with values the listing makes', () => {
    const valid = fc
      .record(
        {
          city: slug,
          category: slug,
          guests: fc.integer({ min: 1, max: 50 }),
          bedrooms: fc.integer({ min: 0, max: 20 }),
          min_price: fc.integer({ min: 0, max: 1e9 }),
          max_price: fc.integer({ min: 0, max: 1e9 }),
          stay: fc.tuple(day, day),
          amenities: fc.uniqueArray(slug, { minLength: 1, maxLength: 5 }).map((a) => a.sort().join(',')),
          sort: fc.constantFrom('newest', 'price_asc', 'price_desc', 'rating'),
          page: fc.integer({ min: 1, max: 10_000 }),
        },
        { requiredKeys: [] },
      )
      .map(({ stay, ...rest }) => (stay ? { ...rest, check_in: stay[0], check_out: stay[1] } : rest))
      .filter((search) => UnitFilterQuery.safeParse(asQuery(search)).success);
    fc.assert(
      fc.property(valid, (search) => {
        expect(parseUnitSearch(asQuery(search))).toEqual(search);
      }),
      { numRuns: 2000 },
    );
  });
});
