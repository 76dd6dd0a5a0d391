import { createFileRoute } from '@tanstack/react-router';
import { HostPage } from '../../../../../features/hosting/components/HostPage';
import { HostingError } from '../../../../../features/hosting/components/HostingError';
import { UnitsLoading, UnitsPage } from '../../../../../features/hosting/components/UnitsPage';

export const Route = createFileRoute('/$lang/_default/hosting/units/')({
  component: () => (
    <HostPage loading={<UnitsLoading />} error={HostingError}>
      <UnitsPage />
    </HostPage>
  ),
});
