/**
 * Search params of the unit page (`check_in`, `check_out`, `guests`: the listing's names, so its dates
 * carry over) and of the extras page (the same plus `extras=1,4`). A stay in the URL can be shared and
 * survives sign-in. Plain functions, no schema library: validateSearch ships in the first bundle.
 * Each value is checked on its own and dropped when malformed; whether the dates make a stay is
 * decided by readStay (stay.ts), so a half-typed URL still opens the page.
 */
export interface StaySearch {
  check_in?: string;
  check_out?: string;
  guests?: number;
}

export interface ExtrasSearch extends StaySearch {
  /**
   * Chosen extra ids, `1,4`. The router reads a JSON-looking value as JSON, so a single id arrives as
   * the number 4; keeping it a number also writes it back as `extras=4` rather than `extras="4"`.
   */
  extras?: string | number;
}

/** The contract's limits (CheckAvailabilityRequest), repeated here to keep zod out of the first bundle. */
const MAX_GUESTS = 50;
const MAX_EXTRAS = 20;

/** A real calendar day `YYYY-MM-DD` (so 2025-02-30 is refused, not rolled over to March). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}

function guestsOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_GUESTS ? n : undefined;
}

/** Distinct extra ids in ascending order; [] for anything malformed. */
export function parseExtraIds(value: unknown): number[] {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/.test(text)) return [];
  const ids = [...new Set(text.split(',').map(Number))].sort((a, b) => a - b);
  return ids.length <= MAX_EXTRAS ? ids : [];
}

/** The URL value for a set of extras (see ExtrasSearch.extras); undefined removes the param. */
export function extrasParam(ids: readonly number[]): string | number | undefined {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  return sorted.length === 1 ? sorted[0] : sorted.join(',');
}

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function parseStaySearch(search: Record<string, unknown>): StaySearch {
  return compact({
    check_in: isIsoDate(search.check_in) ? search.check_in : undefined,
    check_out: isIsoDate(search.check_out) ? search.check_out : undefined,
    guests: guestsOf(search.guests),
  });
}

export function parseExtrasSearch(search: Record<string, unknown>): ExtrasSearch {
  const ids = parseExtraIds(search.extras);
  return compact({ ...parseStaySearch(search), extras: extrasParam(ids) });
}
