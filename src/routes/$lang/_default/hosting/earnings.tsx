import { createFileRoute } from '@tanstack/react-router';
import { earningsQueryOptions } from '../../../../features/hosting/api/get-earnings';
import { EarningsError } from '../../../../features/hosting/components/EarningsError';
import { EarningsLoading, EarningsPage } from '../../../../features/hosting/components/EarningsPage';
import { earningsSearch, rangeOf } from '../../../../features/hosting/earnings-range';
import { currentLocale } from '../../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/hosting/earnings')({
  validateSearch: earningsSearch,
  loaderDeps: ({ search }) => rangeOf(search),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(earningsQueryOptions(currentLocale(), deps)),
  component: EarningsPage,
  pendingComponent: EarningsLoading,
  errorComponent: EarningsError,
});
