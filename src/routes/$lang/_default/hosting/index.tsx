import { createFileRoute } from '@tanstack/react-router';
import { HostPage } from '../../../../features/hosting/components/HostPage';
import { HostingStaysError } from '../../../../features/hosting/components/HostingStaysError';
import { HostDashboardPage } from '../../../../features/hosting/components/pages';

export const Route = createFileRoute('/$lang/_default/hosting/')({
  component: () => (
    <HostPage error={HostingStaysError}>
      <HostDashboardPage />
    </HostPage>
  ),
});
