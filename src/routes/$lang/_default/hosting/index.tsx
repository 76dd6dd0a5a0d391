import { createFileRoute } from '@tanstack/react-router';
import { overviewQueryOptions } from '../../../../features/hosting/api/get-overview';
import { HostingStaysError } from '../../../../features/hosting/components/HostingStaysError';
import { HostDashboardPage } from '../../../../features/hosting/components/pages';
import { currentCurrency } from '../../../../lib/currency';
import { currentLocale } from '../../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/hosting/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(overviewQueryOptions(currentLocale(), currentCurrency())),
  component: HostDashboardPage,
  errorComponent: HostingStaysError,
});
