import { describe, expect, it } from 'vitest';
import { parseInvestmentSearch } from './search';

describe('investment list search params', () => {
  it('keeps valid filters, typed, and drops the rest', () => {
    expect(
      parseInvestmentSearch({ city: 'cairo', status: 'open', min_yield_bps: '700', sort: 'yield_desc' }),
    ).toEqual({ city: 'cairo', status: 'open', min_yield_bps: 700, sort: 'yield_desc' });
    expect(parseInvestmentSearch({ city: 'Cairo!', status: 'sold', min_yield_bps: -5, page: 1 })).toEqual({});
  });
});
