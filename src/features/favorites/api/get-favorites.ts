import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { favoritesSchemas, schemaOf } from '../../../lib/schemas';
import { favoritesKeys } from './keys';

export const WISHLIST_PER_PAGE = 12;

export const getFavorites = (page: number) =>
  api('/api/v1/favorites', {
    query: { page, per_page: WISHLIST_PER_PAGE },
    schema: schemaOf(favoritesSchemas, 'FavoritesResponse'),
  }).then((r) => ({ items: r.data.items, pagination: r.pagination }));

export const favoritesQueryOptions = (page: number, locale: Locale, currency: string) =>
  queryOptions({
    queryKey: favoritesKeys.list(page, locale, currency),
    queryFn: () => getFavorites(page),
    // Offline, the persisted copy is shown as is; online, a visit refreshes it behind the page.
    staleTime: 30_000,
  });
