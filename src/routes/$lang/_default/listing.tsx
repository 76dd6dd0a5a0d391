import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { Page } from '../../../components/layout/Page';
import { unitsQueryOptions } from '../../../features/units/api/get-units';
import type { UnitListSearch } from '../../../features/units/api/keys';
import { ListingFilters } from '../../../features/units/components/ListingFilters';
import { ListingResults, ListingSkeleton } from '../../../features/units/components/ListingResults';
import { parseUnitSearch } from '../../../features/units/search';
import { currentCurrency } from '../../../lib/currency';
import { currentLocale } from '../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/listing')({
  validateSearch: parseUnitSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(unitsQueryOptions(deps, currentLocale(), currentCurrency())),
  component: ListingPage,
});

function ListingPage() {
  const search = useSearch({ from: '/$lang/_default/listing' });
  const navigate = useNavigate({ from: '/$lang/listing' });
  const update = (next: Partial<UnitListSearch>) =>
    void navigate({ search: (prev) => parseUnitSearch({ ...prev, ...next, page: undefined }) });
  return (
    <Page
      meta="units"
      title={msg({ id: 'page.listing.title', message: 'Find a stay' })}
      lead={msg({
        id: 'page.listing.lead',
        message: 'Search homes, apartments and chalets by city, dates and guests.',
      })}
    >
      <ListingFilters search={search} onChange={update} />
      <Suspense fallback={<ListingSkeleton />}>
        <ListingResults search={search} />
      </Suspense>
    </Page>
  );
}
