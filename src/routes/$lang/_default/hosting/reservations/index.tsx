import { createFileRoute } from '@tanstack/react-router';
import { staysQueryOptions } from '../../../../../features/hosting/api/get-stays';
import { HostingStaysError } from '../../../../../features/hosting/components/HostingStaysError';
import { HostStaysPage } from '../../../../../features/hosting/components/pages';
import { hostStaysSearch, staysQueryOf } from '../../../../../features/hosting/search';
import { currentLocale } from '../../../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/hosting/reservations/')({
  validateSearch: hostStaysSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(staysQueryOptions(currentLocale(), staysQueryOf(deps))),
  component: StaysRoute,
  errorComponent: HostingStaysError,
});

function StaysRoute() {
  return <HostStaysPage search={Route.useSearch()} />;
}
