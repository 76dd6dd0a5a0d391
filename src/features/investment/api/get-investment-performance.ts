import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { investmentSchemas, schemaOf } from '../../../lib/schemas';
import { investmentKeys } from './keys';

/**
 * An offer's actual figures (last 12 months of stays) beside its projected yield. Read apart from the
 * offer itself, so the page still works when only these figures fail; they change at most daily.
 */
export const investmentPerformanceQueryOptions = (slug: string, currency: string) =>
  queryOptions({
    queryKey: investmentKeys.performance(slug, currency),
    queryFn: () =>
      api(`/api/v1/investment/units/${encodeURIComponent(slug)}/performance`, {
        schema: schemaOf(investmentSchemas, 'InvestmentPerformanceResponse'),
      }).then((r) => r.data.performance),
    staleTime: 10 * 60_000,
  });
