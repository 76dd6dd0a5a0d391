import { queryOptions } from '@tanstack/react-query';
import type { InvestmentSearch } from '../search';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { investmentKeys } from './keys';
import { contentSchemas, investmentSchemas, schemaOf } from '../../../lib/schemas';

export const investmentsQueryOptions = (page: number, locale: Locale, currency: string) =>
  queryOptions({
    queryKey: investmentKeys.list(page, locale, currency),
    queryFn: () =>
      api('/api/v1/investment/units', {
        schema: schemaOf(investmentSchemas, 'InvestmentListResponse'),
        query: { page, per_page: 12 },
      }).then((r) => ({
        items: r.data.items,
        pagination: r.pagination,
      })),
    staleTime: 60_000,
  });

export const investmentQueryOptions = (slug: string, locale: Locale, currency: string) =>
  queryOptions({
    queryKey: investmentKeys.detail(slug, locale, currency),
    queryFn: () =>
      api(`/api/v1/investment/units/${encodeURIComponent(slug)}`, {
        schema: schemaOf(investmentSchemas, 'InvestmentResponse'),
      }).then((r) => r.data.investment),
    staleTime: 60_000,
  });

/** investment/filter with the list's URL params: every field optional, 12 a page. */
export const investmentFilterQueryOptions = (search: InvestmentSearch, locale: Locale, currency: string) =>
  queryOptions({
    queryKey: investmentKeys.filter(search, locale, currency),
    queryFn: () =>
      api('/api/v1/investment/filter', {
        schema: schemaOf(investmentSchemas, 'InvestmentListResponse'),
        query: { ...search, per_page: 12 },
      }).then((r) => ({ items: r.data.items, pagination: r.pagination })),
    staleTime: 60_000,
  });

/** meta/investment: the list's search title and description, and its filter choices. */
export const investmentOptionsQueryOptions = (locale: Locale, currency: string) =>
  queryOptions({
    queryKey: investmentKeys.options(locale, currency),
    queryFn: () =>
      api('/api/v1/meta/investment', { schema: schemaOf(contentSchemas, 'InvestmentMetaResponse') }).then(
        (r) => r.data,
      ),
    staleTime: 10 * 60_000,
  });
