import { createFileRoute } from '@tanstack/react-router';
import { HostPage } from '../../../../features/hosting/components/HostPage';
import { EarningsError } from '../../../../features/hosting/components/EarningsError';
import { EarningsLoading, EarningsPage } from '../../../../features/hosting/components/EarningsPage';
import { earningsSearch } from '../../../../features/hosting/earnings-search';

export const Route = createFileRoute('/$lang/_default/hosting/earnings')({
  validateSearch: earningsSearch,
  component: () => (
    <HostPage loading={<EarningsLoading />} error={EarningsError}>
      <EarningsPage />
    </HostPage>
  ),
});
