import type { Locale } from '../../../contract/common';
import type { UnitCard, UnitExtra, UnitFilterQuery } from '../../../contract/units';
import type { Database } from '../../db/client';
import { AppError, type AppErrorField } from '../../lib/app-error';
import { convertFromSar, sarRangeFor, type Rate } from '../../lib/money';
import * as repository from './repository';
import type { SlugIdLookup, SlugTable } from './slug-ids';

export const DEFAULT_PER_PAGE = 12;
const FEATURED_LIMIT = 8;

type CardRow = repository.CardRow;
type Cover = { key: string; alt: string };

function toCard(row: CardRow, cover: Cover | undefined, rate: Rate): UnitCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    city: { id: row.cityId, slug: row.citySlug, name: row.cityName },
    category: { id: row.categoryId, slug: row.categorySlug, name: row.categoryName },
    area: row.area,
    guests: row.guests,
    bedrooms: row.bedrooms,
    beds: row.beds,
    bathrooms: row.bathrooms,
    price_per_night: convertFromSar(row.basePriceMinor, rate),
    rating: { average: row.ratingAverage, count: row.ratingCount },
    position: row.position,
    cover: cover ?? null,
  };
}

/** Cards come with their cover from the card query itself (repository.cardColumns). */
function withCovers(rows: CardRow[], rate: Rate): UnitCard[] {
  return rows.map((row) => toCard(row, row.cover ?? undefined, rate));
}

/** Slugs to ids; any unknown slug is a 422 on `field`, so a typo never reads as "no results". */
async function idsFor(
  lookup: SlugIdLookup,
  db: Database,
  table: SlugTable,
  slugs: string[],
  field: string,
  messageKey: AppErrorField['messageKey'],
): Promise<number[]> {
  const rows = await lookup(db, table, slugs);
  if (rows.length !== slugs.length) {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', [{ field, messageKey }]);
  }
  return rows.map((row) => row.id);
}

/**
 * A listing query as the repository's filter and page. `lookup` resolves the city, category and
 * amenity slugs: the routes pass a remembering one.
 */
export async function searchOf(
  db: Database,
  query: UnitFilterQuery,
  rate: Rate,
  lookup: SlugIdLookup = repository.findSlugIds,
) {
  const [cityIds, categoryIds, amenityIds] = await Promise.all([
    query.city ? idsFor(lookup, db, 'cities', [query.city], 'city', 'validation.unknown_city') : undefined,
    query.category
      ? idsFor(lookup, db, 'categories', [query.category], 'category', 'validation.unknown_category')
      : undefined,
    query.amenities
      ? idsFor(lookup, db, 'amenities', query.amenities, 'amenities', 'validation.unknown_amenity')
      : undefined,
  ]);
  const sar = sarRangeFor(query.min_price, query.max_price, rate);
  const filter: repository.UnitFilter = {
    ...(cityIds ? { cityId: cityIds[0] } : {}),
    ...(categoryIds ? { categoryId: categoryIds[0] } : {}),
    ...(sar.min === undefined ? {} : { minSar: sar.min }),
    ...(sar.max === undefined ? {} : { maxSar: sar.max }),
    ...(query.guests === undefined ? {} : { guests: query.guests }),
    ...(query.bedrooms === undefined ? {} : { bedrooms: query.bedrooms }),
    ...(amenityIds ? { amenityIds } : {}),
    ...(query.check_in && query.check_out ? { free: { from: query.check_in, to: query.check_out } } : {}),
  };
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const offset = ((query.page ?? 1) - 1) * perPage;
  return { filter, page: { sort: query.sort ?? 'newest', limit: perPage, offset } };
}

export async function filterUnits(
  db: Database,
  locale: Locale,
  query: UnitFilterQuery,
  rate: Rate,
  lookup: SlugIdLookup = repository.findSlugIds,
) {
  const { filter, page: at } = await searchOf(db, query, rate, lookup);
  const found = await repository.searchUnits(db, locale, filter, at, rate);
  const page = query.page ?? 1;
  const perPage = at.limit;
  const capped = found.total > found.window;
  const shown = capped ? found.window : found.total;
  // last_page is at least 1 so an empty result still has a valid page to return to.
  return {
    /** The page's cards as JSON text (contract UnitCard[]), written by PostgreSQL. */
    items: found.items,
    pagination: {
      page,
      per_page: perPage,
      total: shown,
      last_page: Math.max(1, Math.ceil(shown / perPage)),
      total_capped: capped,
    },
  };
}

export async function featuredUnits(db: Database, locale: Locale, rate: Rate): Promise<UnitCard[]> {
  return withCovers(await repository.findFeaturedCards(db, locale, FEATURED_LIMIT), rate);
}

/** Cards for other modules' lists (the wishlist), keyed by unit id; unknown ids are simply absent. */
export async function unitCardsByIds(
  db: Database,
  locale: Locale,
  ids: number[],
  rate: Rate,
): Promise<Map<number, UnitCard>> {
  const cards = withCovers(await repository.findCardsByIds(db, locale, ids), rate);
  return new Map(cards.map((card) => [card.id, card]));
}

/** A unit page as JSON text (contract UnitDetail), written by PostgreSQL; 404 when there is none. */
export async function getUnit(
  db: Database,
  locale: Locale,
  by: { id: number } | { slug: string },
  rate: Rate,
): Promise<string> {
  const unit = await repository.findDetailJson(db, locale, by, rate);
  if (unit === undefined) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
  return unit;
}

export async function getExtras(
  db: Database,
  locale: Locale,
  unitId: number,
  rate: Rate,
): Promise<UnitExtra[]> {
  if (!(await repository.findPricing(db, unitId))) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
  const rows = await repository.findExtras(db, locale, unitId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: convertFromSar(row.priceMinor, rate),
    pricing: row.pricing as UnitExtra['pricing'],
  }));
}
