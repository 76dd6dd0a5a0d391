import type { Locale, Pagination } from '../../../contract/common';
import type { Favorite, FavoritesQuery } from '../../../contract/favorites';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Rate } from '../../lib/money';
import { unitCardsByIds } from '../units/service';
import * as repository from './repository';
import { paginationOf } from '../../lib/pagination';

export const DEFAULT_PER_PAGE = 12;

/** Saving twice stores one row and is no error; an unknown unit is a 404. */
export async function addFavorite(db: Database, userId: string, unitId: number): Promise<void> {
  if (!(await repository.insertFavorite(db, userId, unitId))) {
    throw new AppError('NOT_FOUND', 404, 'favorites.unit_not_found');
  }
}

/** Removing a unit that is not saved is a success: the outcome the caller wants already holds. */
export async function removeFavorite(db: Database, userId: string, unitId: number): Promise<void> {
  await repository.deleteFavorite(db, userId, unitId);
}

export async function listFavorites(
  db: Database,
  userId: string,
  locale: Locale,
  query: FavoritesQuery,
  rate: Rate,
): Promise<{ items: Favorite[]; pagination: Pagination }> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const [total, rows] = await Promise.all([
    repository.countFavorites(db, userId),
    repository.findFavorites(db, userId, { limit: perPage, offset: (page - 1) * perPage }),
  ]);
  const cards = await unitCardsByIds(
    db,
    locale,
    rows.map((row) => row.unitId),
    rate,
  );
  const items = rows.flatMap((row) => {
    const unit = cards.get(row.unitId);
    return unit ? [{ unit_id: row.unitId, saved_at: row.createdAt.toISOString(), unit }] : [];
  });
  return {
    items,
    pagination: paginationOf(total, page, perPage),
  };
}

export const favoriteIds = (db: Database, userId: string) => repository.findFavoriteIds(db, userId);
