import { createFileRoute } from '@tanstack/react-router';
import { HostPage } from '../../../../../features/hosting/components/HostPage';
import { HostingStaysError } from '../../../../../features/hosting/components/HostingStaysError';
import { HostStayPage } from '../../../../../features/hosting/components/pages';

export const Route = createFileRoute('/$lang/_default/hosting/reservations/$code')({
  component: StayRoute,
});

function StayRoute() {
  return (
    <HostPage error={HostingStaysError}>
      <HostStayPage code={Route.useParams().code} />
    </HostPage>
  );
}
