import { describe, expect, it } from 'vitest';
import { hostStaysSearch, staysQueryOf } from './search';

describe('hostStaysSearch', () => {
  it('keeps a known tab, a trimmed search and a sane page', () => {
    expect(hostStaysSearch({ tab: 'in_house', q: '  SKN-7K3P9Q ', page: '3' })).toEqual({
      tab: 'in_house',
      q: 'SKN-7K3P9Q',
      page: 3,
    });
  });

  it('falls back to upcoming, page 1, and drops control characters the server would refuse', () => {
    expect(hostStaysSearch({ tab: 'everything', q: '\u0000\u001f', page: '-2' })).toEqual({
      tab: 'upcoming',
      page: 1,
    });
    expect(hostStaysSearch({ q: 'No\u0000ura', page: 1e9 })).toEqual({
      tab: 'upcoming',
      q: 'Noura',
      page: 1,
    });
  });

  it('searches across every tab: a search sends no tab', () => {
    expect(staysQueryOf({ tab: 'past', q: 'Noura', page: 2 })).toEqual({ search: 'Noura', page: 2 });
    expect(staysQueryOf({ tab: 'past', page: 1 })).toEqual({ tab: 'past', page: 1 });
  });
});
