import { createFileRoute } from '@tanstack/react-router';
import { earningsQueryOptions } from '../../../../features/hosting/api/get-earnings';
import { EarningsError } from '../../../../features/hosting/components/EarningsError';
import { EarningsLoading, EarningsPage } from '../../../../features/hosting/components/EarningsPage';
import { rangeOf } from '../../../../features/hosting/earnings-range';
import { earningsSearch } from '../../../../features/hosting/earnings-search';
import { currentLocale } from '../../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/hosting/earnings')({
  // The search check has a module of its own, the range's defaults are worked out in the loader and
  // the page's parts share one chunk: a route's unsplit options ride in every page's first load, which
  // has a size budget (tests/unit/size-budget.test.ts).
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent']],
  validateSearch: earningsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(earningsQueryOptions(currentLocale(), rangeOf(deps))),
  component: EarningsPage,
  pendingComponent: EarningsLoading,
  errorComponent: EarningsError,
});
