import { nightsBetween } from '../../../contract/units-nights';
import { YEAR_MAX } from '../../../contract/common';
import {
  CALENDAR_MONTHS,
  MAX_CALENDAR_EDIT_NIGHTS,
  type CalendarEditBody,
  type HostCalendar,
  type HostCalendarQuery,
  type NightState,
} from '../../../contract/hosting-calendar';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addDays, eachDay, today } from '../../lib/days';
import type { MessageKey, MessageParams } from '../../i18n/translate';
import { lockUnitHolds } from '../checkout/hold-insert';
import { rulesOf } from '../checkout/rules-sql';
import { hostNights, importedByNight } from './calendar-nights';
import * as repository from './calendar-repository';

/**
 * The host's calendar of one of their units: read by whole months, edited by ranges of nights from
 * today to the last editable night. An edit runs in one transaction under the unit's hold lock
 * (checkout/hold-insert.ts), so it and a guest's hold are placed one after the other, and a block
 * never lands on a night a live stay has: those nights are left alone and named in `skipped`.
 */

const notFound = () => new AppError('NOT_FOUND', 404, 'errors.not_found');
const refuse = (field: string, messageKey: MessageKey, params?: MessageParams) =>
  new AppError('VALIDATION_FAILED', 422, 'errors.validation', [{ field, messageKey, params }]);

/** The first day of the month `months` after the one `day` is in. */
function monthStart(day: string, months = 0): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

/** Today (UTC) and the last night an edit may touch: twelve months from this month's first day, less one. */
export function editWindow(now: Date) {
  const first = today(now);
  return { today: first, lastEditable: addDays(monthStart(first, CALENDAR_MONTHS), -1) };
}

export async function calendarOf(
  db: Database,
  hostId: string,
  unitId: number,
  query: HostCalendarQuery,
  now = new Date(),
): Promise<HostCalendar> {
  const window = editWindow(now);
  const from = query.from ? `${query.from}-01` : monthStart(window.today);
  const to = monthStart(from, query.months ?? CALENDAR_MONTHS);
  // `to` is the day after the last night, and must itself be a date every client and store accepts.
  if (Number(to.slice(0, 4)) > YEAR_MAX) throw refuse('from', 'calendar.months_beyond');
  const rows = await repository.findCalendar(db, hostId, unitId, from, to);
  if (!rows) throw notFound();
  const rules = rulesOf(rows.unit, rows.seasons, new Map(rows.overrides), new Map(rows.minimums));
  const nights = hostNights(
    {
      rules,
      today: window.today,
      blocked: new Set(rows.blocked),
      stays: rows.stays,
      imported: importedByNight(rows.imported),
    },
    from,
    to,
  );
  return {
    unit_id: unitId,
    today: window.today,
    from,
    to,
    last_editable: window.lastEditable,
    base_price_minor: rules.basePriceMinor,
    min_nights: rules.minNights,
    nights,
  };
}

/** Refuses a night an edit may not touch: before today, after the last editable night. */
function assertEditable(fields: [string, string], first: string, last: string, now: Date) {
  const window = editWindow(now);
  if (first < window.today) throw refuse(fields[0], 'calendar.range_past');
  if (last > window.lastEditable) {
    throw refuse(fields[1], 'calendar.range_beyond', { date: window.lastEditable });
  }
}

export type EditResult = {
  changed: number;
  skipped: string[];
  undo: NightState[];
};

const sameState = (a: NightState, b: NightState) =>
  a.blocked === b.blocked && a.price_minor === b.price_minor && a.min_nights === b.min_nights;

/**
 * Puts each night in its target state under the unit's lock, leaving a night a live stay has unblocked
 * if it is, and answers what changed with the changed nights' earlier state.
 */
async function applyStates(
  db: Database,
  hostId: string,
  unitId: number,
  days: string[],
  target: (current: NightState) => NightState,
): Promise<EditResult> {
  return db.transaction(async (tx) => {
    await lockUnitHolds(tx, unitId);
    if (!(await repository.ownUnit(tx, hostId, unitId))) throw notFound();
    const current = await repository.readStates(tx, unitId, days);
    const out: EditResult = { changed: 0, skipped: [], undo: [] };
    const writes: repository.NightWrites = {
      block: [],
      unblock: [],
      price: [],
      clearPrice: [],
      min: [],
      clearMin: [],
    };
    for (const { taken, ...was } of current) {
      const next = { ...target(was), date: was.date };
      if (next.blocked && !was.blocked && taken) {
        out.skipped.push(was.date);
        next.blocked = false;
      }
      if (sameState(was, next)) continue;
      out.changed += 1;
      out.undo.push(was);
      if (next.blocked !== was.blocked) (next.blocked ? writes.block : writes.unblock).push(was.date);
      if (next.price_minor !== was.price_minor) {
        if (next.price_minor === null) writes.clearPrice.push(was.date);
        else writes.price.push([was.date, next.price_minor]);
      }
      if (next.min_nights !== was.min_nights) {
        if (next.min_nights === null) writes.clearMin.push(was.date);
        else writes.min.push([was.date, next.min_nights]);
      }
    }
    await repository.writeNights(tx, unitId, writes);
    return out;
  });
}

const actionTarget =
  (body: CalendarEditBody) =>
  (was: NightState): NightState => {
    switch (body.action) {
      case 'block':
        return { ...was, blocked: true };
      case 'unblock':
        return { ...was, blocked: false };
      case 'set_price':
        return { ...was, price_minor: body.price_minor };
      case 'clear_price':
        return { ...was, price_minor: null };
      case 'set_min_nights':
        return { ...was, min_nights: body.min_nights };
      case 'clear_min_nights':
        return { ...was, min_nights: null };
    }
  };

/** One edit over [first_night, last_night], both included. */
export async function editRange(
  db: Database,
  hostId: string,
  unitId: number,
  body: CalendarEditBody,
  now = new Date(),
): Promise<EditResult> {
  if (nightsBetween(body.first_night, body.last_night) + 1 > MAX_CALENDAR_EDIT_NIGHTS) {
    throw refuse('last_night', 'calendar.range_too_long', { count: MAX_CALENDAR_EDIT_NIGHTS });
  }
  assertEditable(['first_night', 'last_night'], body.first_night, body.last_night, now);
  const days = eachDay(body.first_night, addDays(body.last_night, 1));
  return applyStates(db, hostId, unitId, days, actionTarget(body));
}

/** Puts each listed night back in exactly the state given (an undo, or the redo of one). */
export async function restoreNights(
  db: Database,
  hostId: string,
  unitId: number,
  nights: NightState[],
  now = new Date(),
): Promise<EditResult> {
  const days = nights.map((n) => n.date).sort();
  if (new Set(days).size !== days.length) throw refuse('nights', 'calendar.restore_twice');
  assertEditable(['nights', 'nights'], days[0] ?? '', days[days.length - 1] ?? '', now);
  const wanted = new Map(nights.map((n) => [n.date, n]));
  return applyStates(db, hostId, unitId, days, (was) => wanted.get(was.date) ?? was);
}
