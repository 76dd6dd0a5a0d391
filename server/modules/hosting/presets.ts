import type { SeasonPreset } from '../../../contract/hosting-pricing';
import { addDays } from '../../lib/days';

/**
 * Ramadan and the two Eids as season presets, from the Umm al-Qura calendar (Saudi Arabia's official
 * one) as the runtime's ICU knows it through Intl, so no table of dates ages in the code: each day of
 * the Gregorian year (and the months around it) is read as a Hijri date, and the days that begin
 * Ramadan, Shawwal and the 10th of Dhu al-Hijjah are picked out.
 * - Ramadan: 1 Ramadan to the day before 1 Shawwal (29 or 30 nights);
 * - Eid al-Fitr: 1 to 3 Shawwal;
 * - Eid al-Adha: 10 to 13 Dhu al-Hijjah (the day of sacrifice and the three days of Tashreeq).
 */

const umalqura = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

export interface HijriDate {
  year: number;
  month: number;
  day: number;
}

export function hijriOf(day: string): HijriDate {
  const parts = umalqura.formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const RAMADAN = 9;
const SHAWWAL = 10;
const DHU_AL_HIJJAH = 12;

/** Presets whose first night falls in the Gregorian `year`, in date order. */
export function seasonPresets(year: number): Omit<SeasonPreset, 'name'>[] {
  const found: Omit<SeasonPreset, 'name'>[] = [];
  const start = `${year}-01-01`;
  const end = `${year + 1}-01-01`;
  // 40 days past the year, so a Ramadan starting in late December still finds its 1 Shawwal.
  const shawwal = new Map<number, string>();
  const ramadan: [number, string][] = [];
  for (let day = start; day < addDays(end, 40); day = addDays(day, 1)) {
    const h = hijriOf(day);
    if (h.day === 1 && h.month === SHAWWAL) shawwal.set(h.year, day);
    if (day >= end) continue;
    if (h.day === 1 && h.month === RAMADAN) ramadan.push([h.year, day]);
    if (h.day === 1 && h.month === SHAWWAL) {
      found.push({ key: 'eid_al_fitr', hijri_year: h.year, first_night: day, last_night: addDays(day, 2) });
    }
    if (h.day === 10 && h.month === DHU_AL_HIJJAH) {
      found.push({ key: 'eid_al_adha', hijri_year: h.year, first_night: day, last_night: addDays(day, 3) });
    }
  }
  for (const [hijriYear, first] of ramadan) {
    const next = shawwal.get(hijriYear);
    if (next)
      found.push({
        key: 'ramadan',
        hijri_year: hijriYear,
        first_night: first,
        last_night: addDays(next, -1),
      });
  }
  return found.sort((a, b) => a.first_night.localeCompare(b.first_night));
}
