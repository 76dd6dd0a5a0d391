import { MAX_STAY_NIGHTS, nightsBetween } from '../../../../../contract/units-nights';
import type { StaySearch } from '../../../../lib/stay-search';

/**
 * A stay is a run of nights: check-in is the first night, check-out the morning after the last. Days
 * are `YYYY-MM-DD` strings, which compare correctly with < and > because the format is fixed-width.
 */
export interface Stay {
  check_in: string;
  check_out: string;
  nights: number;
}

const DAY_MS = 86_400_000;

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM` of a day, and the month after a month (for the available-days window). */
export const monthOf = (day: string): string => day.slice(0, 7);
export function nextMonth(month: string): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 7);
}

/**
 * The stay the URL describes, or null when it describes none: a date missing, check-out not after
 * check-in, or longer than the contract allows. Whether the nights are free is the server's answer.
 */
export function readStay(search: StaySearch): Stay | null {
  const { check_in, check_out } = search;
  if (!check_in || !check_out || check_out <= check_in) return null;
  const nights = nightsBetween(check_in, check_out);
  return nights >= 1 && nights <= MAX_STAY_NIGHTS ? { check_in, check_out, nights } : null;
}

/** Guests for the preview: 1 when unset, never more than the unit sleeps. */
export function guestsFor(search: StaySearch, capacity: number): number {
  return Math.max(1, Math.min(search.guests ?? 1, capacity));
}

/**
 * Which days the calendar refuses, given the blocked nights (a day in `blocked` means the night that
 * starts that day is taken) and the day picked first, if any (react-aria's anchor).
 *
 * react-aria's `isDateUnavailable` treats a day as wholly unselectable, but nights and days differ: a
 * stay may END on a blocked day, because the guest leaves that morning and never sleeps that night.
 * So the rule depends on the anchor, which react-aria passes in:
 * - nothing picked yet: a blocked day cannot start a stay, so it is disabled;
 * - after the first pick: a later day is allowed when every night from the anchor up to it is free (the
 *   day itself may be blocked: it is the check-out); an earlier day when every night from it up to the
 *   anchor is free (the anchor then becomes the check-out); beyond the longest stay, nothing is;
 * - the committed check-out stays available so the chosen range is drawn and not flagged invalid.
 * We keep `allowsNonContiguousRanges` off: with this rule react-aria also disables every day past the
 * first one that would cross a blocked night, so a range can never span one.
 * Days not loaded yet count as free; the server's price preview has the final word.
 */
export function unavailableDays(blocked: ReadonlySet<string>, committedCheckOut?: string) {
  const anyBlocked = (from: string, to: string) => {
    for (const night of blocked) if (night >= from && night < to) return true;
    return false;
  };
  return (day: string, anchor: string | null): boolean => {
    if (anchor === null) return blocked.has(day) && day !== committedCheckOut;
    if (day === anchor) return false;
    const [from, to] = day > anchor ? [anchor, day] : [day, anchor];
    return nightsBetween(from, to) > MAX_STAY_NIGHTS || anyBlocked(from, to);
  };
}
