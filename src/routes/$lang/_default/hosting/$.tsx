import { createFileRoute } from '@tanstack/react-router';
import { HostSections } from '../../../../features/hosting/components/HostSections';
import { hostSearch } from '../../../../features/hosting/host-search';

/**
 * Every host section below Today (units and a unit, reservations and a stay, earnings) on one route:
 * the guest's entry carries every route's definition, so one route here instead of five keeps the
 * host's pages out of the guest's first load (tests/unit/size-budget.test.ts). HostSections picks the
 * page from the rest of the path.
 */
export const Route = createFileRoute('/$lang/_default/hosting/$')({
  validateSearch: hostSearch,
  component: HostSection,
});

function HostSection() {
  return <HostSections path={Route.useParams()._splat ?? ''} search={Route.useSearch()} />;
}
