import { MONTHLY_NIGHTS, WEEKLY_NIGHTS, nightsBetween, type PriceRule } from '../../../contract/units-nights';
import { eachDay } from '../../lib/days';
import { mulDivHalfUp } from './pricing';

/**
 * The rules that set each night's price, applied in the order of PRICE_RULES (contract/units-nights.ts):
 * base → weekend → season → a night's own price → weekly/monthly → early-bird/last-minute. Pure and
 * integer-only, so the quote, the hold, the unit page's preview and calendar all get the same nights.
 * The dated search card computes the same thing in SQL (units/card-json.ts, stayTotalSql); a test holds
 * the two to equal totals.
 */

export interface Season {
  id: number;
  name: string;
  /** First and last night of the season, both included. */
  firstNight: string;
  lastNight: string;
  priceMinor: number | null;
  percent: number | null;
  minNights: number | null;
  maxNights: number | null;
}

export interface UnitRules {
  basePriceMinor: number;
  minNights: number;
  /** ISO weekdays (1 Monday … 7 Sunday) of the nights the weekend price applies to. */
  weekendNights: readonly number[];
  weekendPriceMinor: number | null;
  weeklyPercent: number;
  monthlyPercent: number;
  earlyBirdPercent: number;
  earlyBirdDays: number;
  lastMinutePercent: number;
  lastMinuteDays: number;
  maxNights: number | null;
  advanceNoticeDays: number;
  prepNights: number;
  seasons: readonly Season[];
  /** Prices the host set on single nights. */
  overrides: ReadonlyMap<string, number>;
  /** Minimum stays the host set for stays starting on single nights (before the season's and the unit's). */
  checkInMinNights: ReadonlyMap<string, number>;
}

/** The rules of a unit that has set none beyond its base price and minimum stay. */
export const NO_RULES = {
  weekendNights: [5, 6],
  weekendPriceMinor: null,
  weeklyPercent: 0,
  monthlyPercent: 0,
  earlyBirdPercent: 0,
  earlyBirdDays: 0,
  lastMinutePercent: 0,
  lastMinuteDays: 0,
  maxNights: null,
  advanceNoticeDays: 0,
  prepNights: 0,
  seasons: [],
} as const satisfies Partial<UnitRules>;

export interface RuledNight {
  date: string;
  priceMinor: number;
  /** The last rule that changed the night's price. */
  rule: PriceRule;
  /** The season the night is in, if any (by name). */
  season: string | null;
}

export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

export function seasonOf(rules: Pick<UnitRules, 'seasons'>, date: string): Season | undefined {
  return rules.seasons.find((s) => s.firstNight <= date && date <= s.lastNight);
}

/** A whole-percent change, half up to the halala (percent may be negative, down to -90). */
const applyPercent = (price: number, percent: number) => mulDivHalfUp(price, 100 + percent, 100);

/** A night's price before anything that depends on the stay (steps 1–4): what the calendar shows. */
export function nightlyPrice(rules: UnitRules, date: string): RuledNight {
  let priceMinor = rules.basePriceMinor;
  let rule: PriceRule = 'base';
  if (rules.weekendPriceMinor !== null && rules.weekendNights.includes(isoWeekday(date))) {
    priceMinor = rules.weekendPriceMinor;
    rule = 'weekend';
  }
  const season = seasonOf(rules, date);
  if (season) {
    priceMinor = season.priceMinor ?? applyPercent(priceMinor, season.percent ?? 0);
    rule = 'season';
  }
  const override = rules.overrides.get(date);
  if (override !== undefined) {
    priceMinor = override;
    rule = 'override';
  }
  return { date, priceMinor, rule, season: season?.name ?? null };
}

/** The stay-wide discounts of steps 5 and 6, as [rule, percent] in order; none when they are 0. */
export function stayDiscounts(
  rules: UnitRules,
  checkIn: string,
  nights: number,
  bookedOn: string,
): [PriceRule, number][] {
  const out: [PriceRule, number][] = [];
  if (nights >= MONTHLY_NIGHTS && rules.monthlyPercent > 0) out.push(['monthly', rules.monthlyPercent]);
  else if (nights >= WEEKLY_NIGHTS && rules.weeklyPercent > 0) out.push(['weekly', rules.weeklyPercent]);
  const lead = nightsBetween(bookedOn, checkIn);
  if (rules.earlyBirdPercent > 0 && rules.earlyBirdDays > 0 && lead >= rules.earlyBirdDays) {
    out.push(['early_bird', rules.earlyBirdPercent]);
  } else if (rules.lastMinutePercent > 0 && lead <= rules.lastMinuteDays) {
    out.push(['last_minute', rules.lastMinutePercent]);
  }
  return out;
}

/** Every night of [checkIn, checkOut) under all the rules, booked on `bookedOn` (today, UTC). */
export function priceNights(
  rules: UnitRules,
  checkIn: string,
  checkOut: string,
  bookedOn: string,
): RuledNight[] {
  const dates = eachDay(checkIn, checkOut);
  const discounts = stayDiscounts(rules, checkIn, dates.length, bookedOn);
  return dates.map((date) => {
    const night = nightlyPrice(rules, date);
    for (const [rule, percent] of discounts) {
      night.priceMinor = applyPercent(night.priceMinor, -percent);
      night.rule = rule;
    }
    return night;
  });
}

/**
 * The stay lengths that apply to a stay starting on `checkIn`. The minimum is the night's own (set in
 * the host's calendar), else its season's, else the unit's; the maximum is the season's, else the unit's.
 */
export function stayLimits(rules: UnitRules, checkIn: string) {
  const season = seasonOf(rules, checkIn);
  const own = rules.checkInMinNights.get(checkIn);
  return {
    minNights: own ?? season?.minNights ?? rules.minNights,
    maxNights: season?.maxNights ?? rules.maxNights,
    /** Whether the season set the limits, so the message can say "from this date". */
    fromSeason: season !== undefined && (season.minNights !== null || season.maxNights !== null),
    /** Whether the check-in night's own minimum set the minimum (its message also says "from this date"). */
    fromNight: own !== undefined,
  };
}
