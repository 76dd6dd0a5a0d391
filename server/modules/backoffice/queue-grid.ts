import { sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '../../../contract/common';
import { QUEUE_PER_PAGE } from '../../../contract/backoffice-queues';
import { paginationOf } from '../../lib/pagination';

/**
 * What every console list shares: the page (past the end shows the last, like the other staff lists),
 * the order from `sort`/`dir` over a fixed map of columns (never text from the request), and the
 * search text as an ILIKE pattern whose own `%`, `_` and `\` match literally.
 */
export interface GridQuery<TSort extends string> {
  page?: number | undefined;
  sort?: TSort | undefined;
  dir?: 'asc' | 'desc' | undefined;
  q?: string | undefined;
}

export function pageOf(total: number, page: number | undefined): { pagination: Pagination; offset: number } {
  const pagination = paginationOf(total, page ?? 1, QUEUE_PER_PAGE, true);
  return { pagination, offset: (pagination.page - 1) * QUEUE_PER_PAGE };
}

/** `order by` for the grid's sort, with the row's id as the tie-breaker so pages never overlap. */
export function orderOf<TSort extends string>(
  query: GridQuery<TSort>,
  columns: Record<TSort, SQL>,
  fallback: { sort: TSort; dir: 'asc' | 'desc' },
  id: SQL,
): SQL {
  const column = columns[query.sort ?? fallback.sort];
  const dir = sql.raw((query.dir ?? fallback.dir) === 'asc' ? 'asc' : 'desc');
  return sql`${column} ${dir} nulls last, ${id} ${dir}`;
}

/** `%text%` for ILIKE, or null when there is no search. */
export function likeOf(q: string | undefined): string | null {
  const text = q?.trim();
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An ISO moment (`timestamptz` as JSON text) or null. */
export const isoOf = (column: SQL) => sql`to_json(${column}) #>> '{}'`;
