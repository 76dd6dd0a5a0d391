import ICAL from 'ical.js';
import { addDays } from '../../lib/days';
import { FeedFetchError } from './ical-fetch';

/**
 * Reads another site's calendar with ical.js (Mozilla's parser, the one Thunderbird uses): it has no
 * dependencies, reads a string we fetched ourselves (node-ical would also fetch, bypassing our address
 * checks), and expands recurring events. Each event becomes the nights it covers.
 */

/** A recurring event's occurrences are followed at most this far, so a daily rule cannot loop for ever. */
const MAX_OCCURRENCES = 1000;

export interface ParsedFeed {
  /** Events read (cancelled and "free" ones left out). */
  events: number;
  /** Nights in [from, to) the events cover, `YYYY-MM-DD`, sorted. */
  nights: string[];
}

const isoOf = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/**
 * The nights from a start to an end. Dates are read as the other site wrote them (its wall clock):
 * a night is a calendar date there, whatever our time zone. A timed event that starts and ends on one
 * day still takes that day's night.
 */
function addNights(into: Set<string>, start: ICAL.Time, end: ICAL.Time, from: string, to: string) {
  const first = isoOf(start);
  let last = isoOf(end);
  if (last <= first) last = addDays(first, 1);
  for (let day = first < from ? from : first; day < last && day < to; day = addDays(day, 1)) into.add(day);
}

function isBusy(vevent: ICAL.Component): boolean {
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT';
}

/** Parses a feed's text into the nights it blocks in [from, to); not a calendar throws `not_calendar`. */
export function parseFeed(text: string, from: string, to: string): ParsedFeed {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^BEGIN:VCALENDAR/i.test(trimmed)) throw new FeedFetchError('not_calendar');
  let root: ICAL.Component;
  try {
    const parsed = ICAL.parse(trimmed) as unknown[];
    // Several calendars in one body arrive as a list of them; the first is the feed.
    const jcal = Array.isArray(parsed[0]) ? parsed[0] : parsed;
    root = new ICAL.Component(jcal as unknown[]);
  } catch {
    throw new FeedFetchError('not_calendar');
  }
  if (root.name !== 'vcalendar') throw new FeedFetchError('not_calendar');

  const nights = new Set<string>();
  let events = 0;
  for (const vevent of root.getAllSubcomponents('vevent')) {
    if (!isBusy(vevent)) continue;
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(vevent);
      if (!event.startDate) continue;
    } catch {
      continue;
    }
    events += 1;
    if (!event.isRecurring()) {
      addNights(nights, event.startDate, event.endDate ?? event.startDate, from, to);
      continue;
    }
    const expansion = event.iterator();
    for (let i = 0, next = expansion.next(); next && i < MAX_OCCURRENCES; i += 1, next = expansion.next()) {
      if (isoOf(next) >= to) break;
      const occurrence = event.getOccurrenceDetails(next);
      addNights(nights, occurrence.startDate, occurrence.endDate, from, to);
    }
  }
  return { events, nights: [...nights].sort() };
}
