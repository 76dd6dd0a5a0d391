import { queryOptions } from '@tanstack/react-query';
import { InvestmentListResponse, InvestmentResponse } from '../../../../contract/investment';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { investmentKeys } from './keys';

export const investmentsQueryOptions = (page: number, locale: Locale, currency: string) =>
  queryOptions({
    queryKey: investmentKeys.list(page, locale, currency),
    queryFn: () =>
      api('/api/v1/investment/units', { schema: InvestmentListResponse, query: { page, per_page: 12 } }).then(
        (r) => ({
          items: r.data.items,
          pagination: r.pagination,
        }),
      ),
    staleTime: 60_000,
  });

export const investmentQueryOptions = (slug: string, locale: Locale, currency: string) =>
  queryOptions({
    queryKey: investmentKeys.detail(slug, locale, currency),
    queryFn: () =>
      api(`/api/v1/investment/units/${encodeURIComponent(slug)}`, { schema: InvestmentResponse }).then(
        (r) => r.data.investment,
      ),
    staleTime: 60_000,
  });
