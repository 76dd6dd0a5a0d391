import type { InvestmentSort, InvestmentStatus } from '../../../contract/investment';

/** The investment list's URL params (plain functions: validateSearch ships in the first bundle). */
export interface InvestmentSearch {
  city?: string;
  status?: InvestmentStatus;
  min_yield_bps?: number;
  sort?: InvestmentSort;
  page?: number;
}

const STATUSES: readonly InvestmentStatus[] = ['coming_soon', 'open', 'funded', 'closed'];
const SORTS: readonly InvestmentSort[] = ['newest', 'yield_desc', 'price_asc', 'price_desc'];

export function parseInvestmentSearch(search: Record<string, unknown>): InvestmentSearch {
  const n = Number(search.min_yield_bps);
  const page = Number(search.page);
  const out: InvestmentSearch = {
    city: typeof search.city === 'string' && /^[a-z0-9-]{1,60}$/.test(search.city) ? search.city : undefined,
    status: STATUSES.find((s) => s === search.status),
    min_yield_bps: Number.isInteger(n) && n > 0 && n <= 10_000 ? n : undefined,
    sort: SORTS.find((s) => s === search.sort),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as InvestmentSearch;
}
