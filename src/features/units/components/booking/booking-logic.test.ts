import { describe, expect, it } from 'vitest';
import { groupNights } from './price-lines';
import { addDays, guestsFor, nextMonth, readStay, unavailableDays } from './stay';
import {
  extrasParam,
  isIsoDate,
  parseExtraIds,
  parseExtrasSearch,
  parseStaySearch,
} from '../../../../lib/stay-search';

const sar = (amount_minor: number) => ({ amount_minor, currency: 'SAR' as const });

describe('parseStaySearch', () => {
  it('keeps well-formed dates and guests, as the router hands them over', () => {
    expect(parseStaySearch({ check_in: '2030-05-01', check_out: '2030-05-04', guests: 3 })).toEqual({
      check_in: '2030-05-01',
      check_out: '2030-05-04',
      guests: 3,
    });
    expect(parseStaySearch({ guests: '2' })).toEqual({ guests: 2 });
  });

  it('drops malformed values instead of failing the page', () => {
    expect(parseStaySearch({ check_in: '2030-02-30', check_out: 'tomorrow', guests: 0, other: 'x' })).toEqual(
      {},
    );
    expect(parseStaySearch({ guests: 51 })).toEqual({});
    expect(parseStaySearch({ guests: 1.5 })).toEqual({});
  });

  it('accepts only real calendar days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2030-5-1')).toBe(false);
  });
});

describe('extras in the URL', () => {
  it('reads a list or a single id (which the router parses as a number)', () => {
    expect(parseExtraIds('4,1,4')).toEqual([1, 4]);
    expect(parseExtraIds(4)).toEqual([4]);
    expect(parseExtraIds('1,,2')).toEqual([]);
    expect(parseExtraIds('0')).toEqual([]);
    expect(parseExtraIds(undefined)).toEqual([]);
  });

  it('writes a list, a bare number for one id, and nothing for none', () => {
    expect(extrasParam([4, 1])).toBe('1,4');
    expect(extrasParam([4])).toBe(4);
    expect(extrasParam([])).toBeUndefined();
  });

  it('normalises the extras page search', () => {
    expect(parseExtrasSearch({ check_in: '2030-05-01', extras: '3,2' })).toEqual({
      check_in: '2030-05-01',
      extras: '2,3',
    });
    expect(parseExtrasSearch({ extras: 'pool' })).toEqual({});
  });
});

describe('readStay', () => {
  it('is a stay only when check-out follows check-in within the longest stay', () => {
    expect(readStay({ check_in: '2030-05-01', check_out: '2030-05-04' })).toEqual({
      check_in: '2030-05-01',
      check_out: '2030-05-04',
      nights: 3,
    });
    expect(readStay({ check_in: '2030-05-01' })).toBeNull();
    expect(readStay({ check_in: '2030-05-04', check_out: '2030-05-04' })).toBeNull();
    expect(readStay({ check_in: '2030-05-04', check_out: '2030-05-01' })).toBeNull();
    expect(readStay({ check_in: '2030-01-01', check_out: addDays('2030-01-01', 91) })).toBeNull();
  });

  it('keeps guests between 1 and what the unit sleeps', () => {
    expect(guestsFor({}, 4)).toBe(1);
    expect(guestsFor({ guests: 6 }, 4)).toBe(4);
    expect(guestsFor({ guests: 2 }, 4)).toBe(2);
  });
});

describe('unavailableDays', () => {
  // The nights of the 10th and 11th are booked.
  const blocked = new Set(['2030-05-10', '2030-05-11']);
  const rule = unavailableDays(blocked);

  it('refuses a blocked day as the first pick', () => {
    expect(rule('2030-05-10', null)).toBe(true);
    expect(rule('2030-05-09', null)).toBe(false);
    expect(rule('2030-05-12', null)).toBe(false);
  });

  it('allows a blocked day as the check-out: that night is not slept', () => {
    expect(rule('2030-05-10', '2030-05-07')).toBe(false);
  });

  it('refuses any later day whose stay would cross a blocked night', () => {
    expect(rule('2030-05-11', '2030-05-07')).toBe(true);
    expect(rule('2030-05-13', '2030-05-07')).toBe(true);
  });

  it('allows an earlier day when the nights up to the anchor are free', () => {
    expect(rule('2030-05-12', '2030-05-14')).toBe(false);
    expect(rule('2030-05-11', '2030-05-14')).toBe(true);
    // The anchor itself is a blocked day: it can only be the check-out.
    expect(rule('2030-05-08', '2030-05-10')).toBe(false);
    expect(rule('2030-05-12', '2030-05-10')).toBe(true);
  });

  it('refuses stays longer than the contract allows', () => {
    expect(rule(addDays('2030-06-01', 90), '2030-06-01')).toBe(false);
    expect(rule(addDays('2030-06-01', 91), '2030-06-01')).toBe(true);
  });

  it('keeps the chosen check-out selectable so the range is drawn', () => {
    const chosen = unavailableDays(blocked, '2030-05-10');
    expect(chosen('2030-05-10', null)).toBe(false);
    expect(chosen('2030-05-11', null)).toBe(true);
  });
});

describe('nextMonth', () => {
  it('rolls over the year', () => {
    expect(nextMonth('2030-12')).toBe('2031-01');
    expect(nextMonth('2030-01')).toBe('2030-02');
  });
});

describe('groupNights', () => {
  it('makes one line of nights at the same price', () => {
    const groups = groupNights([
      { date: '2030-05-01', price: sar(45_000), source: 'base' },
      { date: '2030-05-02', price: sar(45_000), source: 'base' },
      { date: '2030-05-03', price: sar(45_000), source: 'base' },
    ]);
    expect(groups).toEqual([
      {
        price: sar(45_000),
        source: 'base',
        dates: ['2030-05-01', '2030-05-02', '2030-05-03'],
        amount: sar(135_000),
      },
    ]);
  });

  it('keeps nights with their own price apart, in order of first appearance', () => {
    const groups = groupNights([
      { date: '2030-05-01', price: sar(54_000), source: 'override' },
      { date: '2030-05-02', price: sar(45_000), source: 'base' },
      { date: '2030-05-08', price: sar(54_000), source: 'override' },
      { date: '2030-05-09', price: sar(45_000), source: 'override' },
    ]);
    expect(groups.map((g) => [g.source, g.dates.length, g.amount.amount_minor])).toEqual([
      ['override', 2, 108_000],
      ['base', 1, 45_000],
      ['override', 1, 45_000],
    ]);
  });
});
