import type { Locale } from '../../../contract/common';
import { nightsBetween } from '../../../contract/units-nights';
import type { MessageKey, MessageParams } from '../../i18n/translate';
import { translate } from '../../i18n/translate';
import { stayLimits, type UnitRules } from './pricing-rules';

/**
 * What keeps a stay from being booked, shared by the quote (and so the hold) and the unit page's
 * preview, so both refuse the same stays with the same words. Each problem names the rule in its
 * message ("This place takes stays of at least 3 nights from this date").
 */
export type StayProblemCode =
  'past' | 'blocked' | 'taken' | 'min_nights' | 'max_nights' | 'advance_notice' | 'prep_time' | 'guests';

export interface StayProblem {
  code: StayProblemCode;
  message: string;
  messageKey: MessageKey;
  params?: MessageParams;
  dates?: string[];
}

export interface StayFacts {
  checkIn: string;
  checkOut: string;
  guests: number;
  /** Today (UTC) as the quote sees it. */
  today: string;
  rules: UnitRules & { guests: number };
  blocked: ReadonlySet<string>;
  taken: ReadonlySet<string>;
  prepConflict: boolean;
  nights: readonly string[];
}

export function stayProblems(locale: Locale, facts: StayFacts): StayProblem[] {
  const out: StayProblem[] = [];
  const add = (code: StayProblemCode, messageKey: MessageKey, params?: MessageParams, dates?: string[]) =>
    out.push({ code, messageKey, params, message: translate(locale, messageKey, params), dates });
  const { rules, nights } = facts;
  const lead = nightsBetween(facts.today, facts.checkIn);
  if (lead < 0) add('past', 'units.reason_past');
  else if (lead < rules.advanceNoticeDays)
    add('advance_notice', 'pricing.reason_advance_notice', { count: rules.advanceNoticeDays });
  const blocked = nights.filter((d) => facts.blocked.has(d));
  if (blocked.length) add('blocked', 'units.reason_blocked', undefined, blocked);
  const taken = nights.filter((d) => facts.taken.has(d) && !facts.blocked.has(d));
  if (taken.length) add('taken', 'checkout.reason_taken', undefined, taken);
  else if (facts.prepConflict) add('prep_time', 'pricing.reason_prep_time', { count: rules.prepNights });
  const limits = stayLimits(rules, facts.checkIn);
  if (nights.length < limits.minNights) {
    const dated = limits.fromNight || limits.fromSeason;
    const key = dated ? 'pricing.reason_min_nights_season' : 'checkout.reason_min_nights';
    add('min_nights', key, { count: limits.minNights });
  }
  if (limits.maxNights !== null && nights.length > limits.maxNights) {
    const key = limits.fromSeason ? 'pricing.reason_max_nights_season' : 'pricing.reason_max_nights';
    add('max_nights', key, { count: limits.maxNights });
  }
  if (facts.guests > rules.guests) add('guests', 'units.reason_guests', { count: rules.guests });
  return out;
}
