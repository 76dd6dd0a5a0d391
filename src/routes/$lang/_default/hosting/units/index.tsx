import { createFileRoute } from '@tanstack/react-router';
import { hostUnitsQueryOptions } from '../../../../../features/hosting/api/get-units';
import { HostingError } from '../../../../../features/hosting/components/HostingError';
import { UnitsLoading, UnitsPage } from '../../../../../features/hosting/components/UnitsPage';
import { currentLocale } from '../../../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/hosting/units/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(hostUnitsQueryOptions(currentLocale())),
  component: UnitsPage,
  pendingComponent: UnitsLoading,
  errorComponent: HostingError,
});
