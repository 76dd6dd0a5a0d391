import { describe, expect, it } from 'vitest';
import { gridQueryString, isNarrowed, readGridSearch, type GridSpec } from './grid-search';

const spec: GridSpec<'created_at' | 'name'> = {
  sorts: ['created_at', 'name'],
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: { status: ['pending', 'all', 'accepted'] },
};

describe('readGridSearch', () => {
  it('reads a well-formed search', () => {
    expect(readGridSearch({ page: 3, sort: 'name', dir: 'asc', q: ' Ali ', status: 'all' }, spec)).toEqual({
      page: 3,
      sort: 'name',
      dir: 'asc',
      q: 'Ali',
      filters: { status: 'all' },
    });
  });

  it('falls back to the defaults for whatever is absent or malformed', () => {
    expect(
      readGridSearch({ page: '-2', sort: 'drop table', dir: 'up', q: { a: 1 }, status: 'x' }, spec),
    ).toEqual({
      page: 1,
      sort: 'created_at',
      dir: 'desc',
      q: '',
      filters: { status: 'pending' },
    });
    expect(readGridSearch({ page: 1e12 }, spec).page).toBe(1);
  });

  it('reads a filter the router parsed as a number', () => {
    const rated: GridSpec = { ...spec, filters: { rating: ['', '1', '2'] } };
    expect(readGridSearch({ rating: 2 }, rated).filters).toEqual({ rating: '2' });
    expect(readGridSearch({ rating: 7 }, rated).filters).toEqual({ rating: '' });
  });

  it('keeps NUL and other control characters out of the search text and caps its length', () => {
    expect(readGridSearch({ q: 'a\u0000b' }, spec).q).toBe('a b');
    expect(readGridSearch({ q: 'x'.repeat(500) }, spec).q).toHaveLength(200);
  });
});

describe('gridQueryString and isNarrowed', () => {
  it('sends every server-owned slice and tells a narrowed list from the default one', () => {
    const grid = readGridSearch({ q: 'villa', status: 'all' }, spec);
    expect(gridQueryString(grid)).toBe('page=1&sort=created_at&dir=desc&q=villa&status=all');
    expect(isNarrowed(grid, spec)).toBe(true);
    expect(isNarrowed(readGridSearch({}, spec), spec)).toBe(false);
  });
});
