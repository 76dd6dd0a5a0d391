import type { HostNight, NightStatus } from '../../../contract/hosting-calendar';
import { addDays, eachDay } from '../../lib/days';
import { nightlyPrice, stayLimits, type UnitRules } from '../checkout/pricing-rules';
import type { CalendarStay } from './calendar-repository';
import { firstName } from './stays-view';

/**
 * Each night of the host's calendar from what the one read found (calendar-repository.ts): its price
 * under the engine's nightly rules, what the host set on it, and why it is not free, the most binding
 * reason first (the order of NIGHT_STATUSES in the contract).
 */

export interface NightFacts {
  rules: UnitRules;
  today: string;
  blocked: ReadonlySet<string>;
  stays: readonly CalendarStay[];
  /** Feed names by night. */
  imported: ReadonlyMap<string, string[]>;
}

/** The nights of each stay, and the preparation nights kept free on either side of it. */
function stayNights(stays: readonly CalendarStay[], prepNights: number) {
  const byNight = new Map<string, CalendarStay>();
  const prep = new Set<string>();
  for (const stay of stays) {
    for (const night of eachDay(stay.checkIn, stay.checkOut)) byNight.set(night, stay);
    if (prepNights > 0) {
      for (const night of eachDay(addDays(stay.checkIn, -prepNights), stay.checkIn)) prep.add(night);
      for (const night of eachDay(stay.checkOut, addDays(stay.checkOut, prepNights))) prep.add(night);
    }
  }
  return { byNight, prep };
}

function statusOf(
  date: string,
  facts: NightFacts,
  stay: CalendarStay | undefined,
  prep: ReadonlySet<string>,
): NightStatus {
  if (date < facts.today) return 'past';
  if (stay) return stay.held ? 'held' : 'booked';
  if (facts.imported.has(date)) return 'imported';
  if (facts.blocked.has(date)) return 'blocked';
  if (prep.has(date)) return 'prep';
  return 'free';
}

export function hostNights(facts: NightFacts, from: string, to: string): HostNight[] {
  const { rules } = facts;
  const { byNight, prep } = stayNights(facts.stays, rules.prepNights);
  return eachDay(from, to).map((date) => {
    const priced = nightlyPrice(rules, date);
    const stay = byNight.get(date);
    const sources = facts.imported.get(date) ?? [];
    return {
      date,
      status: statusOf(date, facts, stay, prep),
      price_minor: priced.priceMinor,
      rule: priced.rule,
      season: priced.season,
      blocked: facts.blocked.has(date),
      min_nights: rules.checkInMinNights.get(date) ?? null,
      effective_min_nights: stayLimits(rules, date).minNights,
      stay: stay ? { code: stay.code, first_name: firstName(stay.guestName) } : null,
      sources,
      conflict: stay !== undefined && sources.length > 0,
    };
  });
}

/** Feed names by night, from the read's [night, name] pairs (one name once a night). */
export function importedByNight(pairs: readonly [string, string][]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [night, name] of pairs) {
    const names = out.get(night) ?? [];
    if (!names.includes(name)) names.push(name);
    out.set(night, names);
  }
  return out;
}
