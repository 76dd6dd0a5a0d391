import { describe, expect, it } from 'vitest';
import { formatMonth, MAX_MONTHS, monthChoices, moveRange, rangeOf } from './earnings-range';
import { earningsSearch } from './earnings-search';

describe('the earnings range', () => {
  it('keeps only well-formed months from the address', () => {
    expect(earningsSearch({ from: '2026-01', to: '2026-13', x: 1 })).toEqual({ from: '2026-01' });
    expect(earningsSearch({ from: ['2026-01'], to: '2026-1' })).toEqual({});
  });

  it('defaults to the twelve months ending now, and puts a reversed or long range right', () => {
    expect(rangeOf({}, '2026-03')).toEqual({ from: '2025-04', to: '2026-03' });
    expect(rangeOf({ from: '2026-05', to: '2026-01' }, '2026-03')).toEqual({
      from: '2026-01',
      to: '2026-01',
    });
    expect(rangeOf({ from: '2020-01', to: '2026-12' }, '2026-03')).toEqual({
      from: '2024-01',
      to: '2026-12',
    });
  });

  it('moves the other end so the range stays in order and within the limit', () => {
    const range = { from: '2026-01', to: '2026-06' };
    expect(moveRange(range, 'from', '2026-09')).toEqual({ from: '2026-09', to: '2026-09' });
    expect(moveRange(range, 'to', '2025-11')).toEqual({ from: '2025-11', to: '2025-11' });
    expect(moveRange(range, 'from', '2022-01')).toEqual({ from: '2022-01', to: '2024-12' });
    expect(moveRange(range, 'to', '2026-04')).toEqual({ from: '2026-01', to: '2026-04' });
  });

  it('offers three years back to a year ahead, newest first', () => {
    const months = monthChoices('2026-03');
    expect(months).toHaveLength(MAX_MONTHS + 12);
    expect(months[0]).toBe('2027-03');
    expect(months.at(-1)).toBe('2023-04');
  });

  it('names months in the Gregorian calendar in both languages', () => {
    expect(formatMonth('2026-03', 'en')).toBe('March 2026');
    expect(formatMonth('2026-03', 'ar')).toBe('مارس 2026');
  });
});
