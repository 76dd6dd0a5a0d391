import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { Page } from '../../../components/layout/Page';
import { useQuery } from '@tanstack/react-query';
import { unitFilterOptionsQueryOptions } from '../../../features/units/api/get-filter-options';
import { unitsQueryOptions } from '../../../features/units/api/get-units';
import type { UnitListSearch } from '../../../features/units/api/keys';
import { ListingFilters } from '../../../features/units/components/ListingFilters';
import { CardGridSkeleton } from '../../../components/ui/CardGridSkeleton';
import { ListingResults } from '../../../features/units/components/ListingResults';
import { parseUnitSearch } from '../../../features/units/search';
import { currentCurrency } from '../../../lib/currency';
import { useCurrency } from '../../../lib/use-currency';
import { currentLocale } from '../../../lib/i18n';
import { whenRestored } from '../../../lib/query-persist';
import { isOffline } from '../../../lib/use-online';
import { LISTING_KEPT_OFFLINE } from '../../../features/units/offline-copy';

export const Route = createFileRoute('/$lang/_default/listing')({
  staticData: { offline: LISTING_KEPT_OFFLINE },
  validateSearch: parseUnitSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // The filter choices and search meta are not worth waiting for; the results are.
    void context.queryClient.prefetchQuery(unitFilterOptionsQueryOptions(currentLocale(), currentCurrency()));
    const results = unitsQueryOptions(deps, currentLocale(), currentCurrency());
    if (!isOffline()) return context.queryClient.ensureQueryData(results);
    // Offline: this search's kept answer (the saved cache, or the worker's), else the page shows the
    // last results the guest saw (ListingResults), never an error.
    await whenRestored();
    await context.queryClient.ensureQueryData(results).catch(() => undefined);
  },
  component: ListingPage,
});

function ListingPage() {
  const search = useSearch({ from: '/$lang/_default/listing' });
  const navigate = useNavigate({ from: '/$lang/listing' });
  const options = useQuery(unitFilterOptionsQueryOptions(currentLocale(), useCurrency())).data;
  const update = (next: Partial<UnitListSearch>) =>
    void navigate({ search: (prev) => parseUnitSearch({ ...prev, ...next, page: undefined }) });
  return (
    <Page
      seo={options?.meta}
      title={msg({ id: 'page.listing.title', message: 'Find a stay' })}
      lead={msg({
        id: 'page.listing.lead',
        message: 'Search homes, apartments and chalets by city, dates and guests.',
      })}
    >
      <ListingFilters search={search} onChange={update} />
      <Suspense fallback={<CardGridSkeleton />}>
        <ListingResults search={search} />
      </Suspense>
    </Page>
  );
}
