import type { Pagination } from '../../contract/common';

/**
 * A list's page numbers, the same everywhere: at least one page (an empty list has one, empty), and
 * `clamp` turns a page past the end into the last one (the host's and staff lists do; guest lists
 * answer the page asked for, empty).
 */
export function paginationOf(total: number, page: number, perPage: number, clamp = false): Pagination {
  const last = Math.max(1, Math.ceil(total / perPage));
  return { page: clamp ? Math.min(page, last) : page, per_page: perPage, total, last_page: last };
}

/** The rows a page starts after. */
export const offsetOf = (pagination: Pagination) => (pagination.page - 1) * pagination.per_page;
