import type { Locale } from '../../../contract/common';
import type {
  InvestmentCard,
  InvestmentDetail,
  InvestmentFilterQuery,
  InvestmentListQuery,
  InvestmentStatus,
} from '../../../contract/investment';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { convertFromSar, sarRangeFor, type Rate } from '../../lib/money';
import * as repository from './repository';

export const DEFAULT_PER_PAGE = 12;

type CardRow = repository.CardRow;

/** The share arithmetic every card and request uses, on the stored SAR amounts so it never drifts. */
export function shareFigures(
  row: Pick<CardRow, 'totalShares' | 'soldShares' | 'minInvestmentMinor' | 'sharePriceMinor'>,
) {
  const left = row.totalShares - row.soldShares;
  return {
    left,
    // Floor, not round: 99.6 % sold must not read as "100 % funded" while shares remain.
    fundingPercent: row.totalShares > 0 ? Math.floor((row.soldShares * 100) / row.totalShares) : 0,
    // The minimum in money, rounded up to whole shares; capped at what is left so the last shares can sell.
    minimumShares: Math.max(1, Math.min(Math.ceil(row.minInvestmentMinor / row.sharePriceMinor), left)),
  };
}

export function toCard(row: CardRow, rate: Rate): InvestmentCard {
  const figures = shareFigures(row);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    city: { id: row.cityId, slug: row.citySlug, name: row.cityName },
    // One image per investment unit; its title is the best alt text we have.
    cover: { key: row.imageKey, alt: row.title },
    price_per_share: convertFromSar(row.sharePriceMinor, rate),
    total_shares: row.totalShares,
    sold_shares: row.soldShares,
    shares_left: figures.left,
    funding_percent: figures.fundingPercent,
    minimum_investment: convertFromSar(row.minInvestmentMinor, rate),
    minimum_shares: figures.minimumShares,
    expected_yield_bps: row.expectedYieldBps,
    // The table's check constraint allows exactly these values.
    status: row.status as InvestmentStatus,
  };
}

async function page(
  db: Database,
  locale: Locale,
  filter: repository.InvestmentFilter,
  query: InvestmentListQuery,
  order: repository.Order,
  rate: Rate,
) {
  const current = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const [total, rows] = await Promise.all([
    repository.countInvestments(db, filter),
    repository.findCards(db, locale, filter, { order, limit: perPage, offset: (current - 1) * perPage }),
  ]);
  // last_page is at least 1 so an empty result still has a valid page to return to.
  return {
    items: rows.map((row) => toCard(row, rate)),
    pagination: {
      page: current,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

export function listInvestments(db: Database, locale: Locale, query: InvestmentListQuery, rate: Rate) {
  return page(db, locale, {}, query, 'open_first', rate);
}

export async function filterInvestments(
  db: Database,
  locale: Locale,
  query: InvestmentFilterQuery,
  rate: Rate,
) {
  const cityId = query.city === undefined ? undefined : await repository.findCityId(db, query.city);
  if (query.city !== undefined && cityId === undefined) {
    // A typo in the city must not read as "no investments there".
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
      { field: 'city', messageKey: 'validation.unknown_city' },
    ]);
  }
  const sar = sarRangeFor(query.min_price, query.max_price, rate);
  const filter: repository.InvestmentFilter = {
    ...(cityId === undefined ? {} : { cityId }),
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(sar.min === undefined ? {} : { minSar: sar.min }),
    ...(sar.max === undefined ? {} : { maxSar: sar.max }),
    ...(query.min_yield_bps === undefined ? {} : { minYieldBps: query.min_yield_bps }),
  };
  return page(db, locale, filter, query, query.sort ?? 'newest', rate);
}

export async function getInvestment(
  db: Database,
  locale: Locale,
  slug: string,
  rate: Rate,
): Promise<InvestmentDetail> {
  const row = await repository.findDetail(db, locale, { slug });
  if (!row) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
  return { ...toCard(row, rate), description: row.description, documents: row.documents };
}
