import { describe, expect, it } from 'vitest';
import type { HostNight } from '../../../../../contract/hosting-calendar';
import { monthsOf, nightsIn, startsStay, summarize } from './calendar-range';

const night = (date: string, over: Partial<HostNight> = {}): HostNight => ({
  date,
  status: 'free',
  price_minor: 40_000,
  rule: 'base',
  season: null,
  blocked: false,
  min_nights: null,
  effective_min_nights: 1,
  stay: null,
  sources: [],
  conflict: false,
  ...over,
});

describe('the host calendar’s selection', () => {
  const stay = { code: 'SKN-AB12', first_name: 'Sara' };
  const nights = [
    night('2026-12-01'),
    night('2026-12-02', { status: 'booked', stay, price_minor: 60_000, rule: 'weekend' }),
    night('2026-12-03', { status: 'booked', stay, conflict: true, sources: ['Airbnb'] }),
    night('2026-12-04', { status: 'imported', sources: ['Airbnb', 'Booking.com'] }),
    night('2026-12-05', { status: 'blocked', blocked: true, price_minor: 30_000 }),
  ];

  it('takes the nights from the first to the last, both included', () => {
    expect(nightsIn(nights, '2026-12-02', '2026-12-04').map((n) => n.date)).toEqual([
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });

  it('sums up statuses, each stay once, sources, prices and conflicts', () => {
    const summary = summarize(nights);
    expect(summary.count).toBe(5);
    expect(summary.statuses).toEqual({ free: 1, booked: 2, imported: 1, blocked: 1 });
    expect(summary.stays).toEqual([{ ...stay, status: 'booked' }]);
    expect(summary.sources).toEqual(['Airbnb', 'Booking.com']);
    expect([summary.minPrice, summary.maxPrice]).toEqual([30_000, 60_000]);
    expect([summary.blocked, summary.conflicts]).toEqual([1, 1]);
  });

  it('names a guest on the first night of their stay only', () => {
    const byDate = new Map(nights.map((n) => [n.date, n]));
    expect(startsStay(byDate, nights[1]!)).toBe(true);
    expect(startsStay(byDate, nights[2]!)).toBe(false);
    expect(startsStay(byDate, nights[0]!)).toBe(false);
  });

  it('lists the months of the window, across a new year', () => {
    expect(monthsOf({ from: '2026-11-01', to: '2027-02-01' })).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
    ]);
  });
});
