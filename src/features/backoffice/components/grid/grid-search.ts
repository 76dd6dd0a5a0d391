/**
 * A console grid's state lives in the URL search (`?page=&sort=&dir=&q=` and the grid's own filters),
 * so a list can be linked, reloaded and walked back with the browser's history. The console route hands
 * each section the search as it came (`Record<string, unknown>`): these read it leniently (an unknown
 * or malformed value falls back to the default, never an error) and turn it back into the API's query.
 */

export type SortDir = 'asc' | 'desc';

/** What a grid accepts: its sortable column ids, its default order and its filters' allowed values. */
export interface GridSpec<TSort extends string = string> {
  sorts: readonly TSort[];
  defaultSort: TSort;
  defaultDir: SortDir;
  /** Each filter's key in the URL and its allowed values; the first value is the default. */
  filters?: Readonly<Record<string, readonly string[]>>;
  /** Longest search text kept (the server refuses longer anyway). */
  maxQuery?: number;
}

export interface GridSearch<TSort extends string = string> {
  page: number;
  sort: TSort;
  dir: SortDir;
  /** The search text, trimmed; '' for none. */
  q: string;
  /** Each filter's value (its default when absent or not allowed). */
  filters: Record<string, string>;
}

const MAX_PAGE = 100_000;

/** The grid's state from the URL search, with defaults for whatever is absent or malformed. */
export function readGridSearch<TSort extends string>(
  search: Record<string, unknown>,
  spec: GridSpec<TSort>,
): GridSearch<TSort> {
  const page = Number(search.page);
  const sort = spec.sorts.find((id) => id === search.sort) ?? spec.defaultSort;
  const dir: SortDir = search.dir === 'asc' || search.dir === 'desc' ? search.dir : spec.defaultDir;
  const rawQ = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q) : '';
  const filters: Record<string, string> = {};
  for (const [key, allowed] of Object.entries(spec.filters ?? {})) {
    // The router reads `?rating=2` as the number 2: compare as text.
    const value = search[key] === undefined ? undefined : String(search[key]);
    filters[key] = allowed.find((option) => option === value) ?? allowed[0] ?? '';
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    sort,
    dir,
    // NUL and other control characters never reach the server from here.
    q: rawQ
      .replace(/\p{Cc}/gu, ' ')
      .trim()
      .slice(0, spec.maxQuery ?? 200),
    filters,
  };
}

/** Whether a search text or a filter other than its default narrows the list. */
export function isNarrowed(grid: GridSearch, spec: GridSpec): boolean {
  if (grid.q !== '') return true;
  return Object.entries(spec.filters ?? {}).some(([key, allowed]) => grid.filters[key] !== allowed[0]);
}

/** The API's query string for the grid's state: `page=2&sort=created_at&dir=desc&q=…&status=…`. */
export function gridQueryString(grid: GridSearch): string {
  const params = new URLSearchParams({ page: String(grid.page), sort: grid.sort, dir: grid.dir });
  if (grid.q) params.set('q', grid.q);
  for (const [key, value] of Object.entries(grid.filters)) if (value) params.set(key, value);
  return params.toString();
}

/** The grid's state as a stable part of a query key (every server-owned slice is in the key). */
export const gridKey = (grid: GridSearch) => [grid.page, grid.sort, grid.dir, grid.q, grid.filters] as const;
