import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { Page } from '../../../../components/layout/Page';
import {
  investmentFilterQueryOptions,
  investmentOptionsQueryOptions,
} from '../../../../features/investment/api/get-investments';
import { InvestmentFilters } from '../../../../features/investment/components/InvestmentFilters';
import { InvestmentList } from '../../../../features/investment/components/InvestmentList';
import { parseInvestmentSearch, type InvestmentSearch } from '../../../../features/investment/search';
import { CardGridSkeleton } from '../../../../components/ui/CardGridSkeleton';
import { currentCurrency } from '../../../../lib/currency';
import { currentLocale } from '../../../../lib/i18n';
import { useCurrency } from '../../../../lib/use-currency';

export const Route = createFileRoute('/$lang/_default/investment-units/')({
  validateSearch: parseInvestmentSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(investmentOptionsQueryOptions(currentLocale(), currentCurrency()));
    return context.queryClient.ensureQueryData(
      investmentFilterQueryOptions(deps, currentLocale(), currentCurrency()),
    );
  },
  component: InvestmentUnitsPage,
});

function InvestmentUnitsPage() {
  const search = useSearch({ from: '/$lang/_default/investment-units/' });
  const navigate = useNavigate({ from: '/$lang/investment-units/' });
  const options = useQuery(investmentOptionsQueryOptions(currentLocale(), useCurrency())).data;
  const update = (next: Partial<InvestmentSearch>) =>
    void navigate({ search: (prev) => parseInvestmentSearch({ ...prev, ...next, page: undefined }) });
  return (
    <Page
      seo={options?.meta}
      title={msg({ id: 'page.investment-units.title', message: 'Investment units' })}
      lead={msg({
        id: 'page.investment-units.lead',
        message: 'Own shares in income-producing properties, starting from a small amount.',
      })}
    >
      <InvestmentFilters search={search} onChange={update} />
      <Suspense fallback={<CardGridSkeleton />}>
        <InvestmentList search={search} />
      </Suspense>
    </Page>
  );
}
