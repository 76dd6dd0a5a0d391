import { createFileRoute } from '@tanstack/react-router';
import { HostPage } from '../../../../../features/hosting/components/HostPage';
import { HostingStaysError } from '../../../../../features/hosting/components/HostingStaysError';
import { HostStaysPage } from '../../../../../features/hosting/components/pages';
import { hostStaysSearch } from '../../../../../features/hosting/search';

export const Route = createFileRoute('/$lang/_default/hosting/reservations/')({
  validateSearch: hostStaysSearch,
  component: StaysRoute,
});

function StaysRoute() {
  return (
    <HostPage error={HostingStaysError}>
      <HostStaysPage search={Route.useSearch()} />
    </HostPage>
  );
}
