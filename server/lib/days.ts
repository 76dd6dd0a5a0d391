/**
 * Calendar days as `YYYY-MM-DD` strings, computed in UTC so the server's time zone never shifts a
 * night. Strings compare correctly with < and > because the format is fixed-width.
 */
const DAY_MS = 86_400_000;

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Every day in [from, to). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** [first day of `from`, first day after `to`) for months `YYYY-MM`. */
export function monthSpan(from: string, to: string): { start: string; end: string } {
  const [year = 0, month = 1] = to.split('-').map(Number);
  const end = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return { start: `${from}-01`, end };
}
