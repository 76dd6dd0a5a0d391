import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/days';
import { hijriOf, seasonPresets } from './presets';

/**
 * The presets come from the Umm al-Qura calendar through Intl: checked against the dates Saudi
 * Arabia's calendar gives (Ramadan 1447 begins on 18 February 2026) and, for each preset, against
 * Intl itself: the first night is the Hijri day it should be, and Ramadan ends the day before 1 Shawwal.
 */
describe('season presets', () => {
  it('gives the Umm al-Qura dates of 1447 and 1448 AH', () => {
    const pick = (year: number) =>
      seasonPresets(year).map((p) => [p.key, p.hijri_year, p.first_night, p.last_night]);
    expect(pick(2026)).toEqual([
      ['ramadan', 1447, '2026-02-18', '2026-03-19'],
      ['eid_al_fitr', 1447, '2026-03-20', '2026-03-22'],
      ['eid_al_adha', 1447, '2026-05-27', '2026-05-30'],
    ]);
    expect(pick(2027)).toEqual([
      ['ramadan', 1448, '2027-02-08', '2027-03-08'],
      ['eid_al_fitr', 1448, '2027-03-09', '2027-03-11'],
      ['eid_al_adha', 1448, '2027-05-16', '2027-05-19'],
    ]);
  });

  it('agrees with Intl for the coming years, including a year with two Ramadans', () => {
    for (let year = 2026; year <= 2035; year += 1) {
      for (const p of seasonPresets(year)) {
        expect(p.first_night.slice(0, 4)).toBe(String(year));
        const first = hijriOf(p.first_night);
        expect(first.year).toBe(p.hijri_year);
        if (p.key === 'ramadan') {
          expect([first.month, first.day]).toEqual([9, 1]);
          expect(hijriOf(addDays(p.last_night, 1))).toMatchObject({ month: 10, day: 1 });
        } else if (p.key === 'eid_al_fitr') {
          expect([first.month, first.day]).toEqual([10, 1]);
        } else {
          expect([first.month, first.day]).toEqual([12, 10]);
        }
      }
    }
    // The Hijri year is 11 days shorter: 2030 holds Ramadan 1451 (January) and 1452 (December).
    expect(
      seasonPresets(2030)
        .filter((p) => p.key === 'ramadan')
        .map((p) => p.hijri_year),
    ).toEqual([1451, 1452]);
  });
});
