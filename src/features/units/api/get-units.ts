import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { unitsKeys, type UnitListSearch } from './keys';
import { unitsSchemas, schemaOf } from '../../../lib/schemas';

export const UNITS_PER_PAGE = 12;

export const getUnits = (search: UnitListSearch) =>
  api('/api/v1/units/filter', {
    schema: schemaOf(unitsSchemas, 'UnitListResponse'),
    query: { ...search, per_page: UNITS_PER_PAGE },
  }).then((r) => ({ items: r.data.items, pagination: r.pagination }));

export const unitsQueryOptions = (search: UnitListSearch, locale: Locale, currency: string) =>
  queryOptions({
    queryKey: unitsKeys.list(search, locale, currency),
    queryFn: () => getUnits(search),
    // Catalogue prices move slowly; a minute keeps back-and-forth between pages instant.
    staleTime: 60_000,
  });
