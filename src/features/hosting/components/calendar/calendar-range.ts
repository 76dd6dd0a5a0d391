import type { HostCalendar, HostNight, NightStatus } from '../../../../../contract/hosting-calendar';

/** The nights of a selection (first and last night both included), in date order. */
export function nightsIn(nights: readonly HostNight[], first: string, last: string): HostNight[] {
  return nights.filter((night) => night.date >= first && night.date <= last);
}

export interface RangeSummary {
  count: number;
  /** How many nights of each status the range holds. */
  statuses: Partial<Record<NightStatus, number>>;
  /** The stays (booked or held) with a night in the range, each once, in date order. */
  stays: { code: string; first_name: string; status: NightStatus }[];
  /** The imported calendars with an event in the range. */
  sources: string[];
  minPrice: number;
  maxPrice: number;
  blocked: number;
  conflicts: number;
}

/** What a selection holds, for the actions panel: counts, stays to link to, sources and prices. */
export function summarize(nights: readonly HostNight[]): RangeSummary {
  const statuses: Partial<Record<NightStatus, number>> = {};
  const stays = new Map<string, RangeSummary['stays'][number]>();
  const sources = new Set<string>();
  let minPrice = Infinity;
  let maxPrice = 0;
  let blocked = 0;
  let conflicts = 0;
  for (const night of nights) {
    statuses[night.status] = (statuses[night.status] ?? 0) + 1;
    if (night.stay && !stays.has(night.stay.code))
      stays.set(night.stay.code, { ...night.stay, status: night.status });
    for (const source of night.sources) sources.add(source);
    minPrice = Math.min(minPrice, night.price_minor);
    maxPrice = Math.max(maxPrice, night.price_minor);
    if (night.blocked) blocked += 1;
    if (night.conflict) conflicts += 1;
  }
  return {
    count: nights.length,
    statuses,
    stays: [...stays.values()],
    sources: [...sources],
    minPrice: Number.isFinite(minPrice) ? minPrice : 0,
    maxPrice,
    blocked,
    conflicts,
  };
}

/** The first day of each month the calendar lists, from its `from` to the day before its `to`. */
export function monthsOf(calendar: Pick<HostCalendar, 'from' | 'to'>): string[] {
  const out: string[] = [];
  let [year, month] = calendar.from.split('-').map(Number) as [number, number];
  for (;;) {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    if (first >= calendar.to) return out;
    out.push(first);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** Whether a stay starts on this night (its first night in the list), so the cell can name the guest once. */
export function startsStay(nights: ReadonlyMap<string, HostNight>, night: HostNight): boolean {
  if (!night.stay) return false;
  const day = new Date(`${night.date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  const before = nights.get(day.toISOString().slice(0, 10));
  return before?.stay?.code !== night.stay.code;
}
