import { createFileRoute } from '@tanstack/react-router';
import { HostingLayout } from '../../../../features/hosting/components/HostingLayout';
import { HostSections } from '../../../../features/hosting/components/HostSections';
import type { HostSearch } from '../../../../features/hosting/host-search';

/**
 * /hosting and every host section below it on one route. The guest's entry carries every route's
 * definition, so one route (with an identity search check; each section checks the keys it reads,
 * in the host's chunk) keeps the host's pages out of the guest's first load
 * (tests/unit/size-budget.test.ts). The layout shows the host's nav or, to anyone else, the
 * explainer; HostSections picks the page from the rest of the path ('' is Today).
 */
export const Route = createFileRoute('/$lang/_default/hosting/$')({
  validateSearch: (raw: Record<string, unknown>) => raw as HostSearch,
  component: HostSection,
});

function HostSection() {
  return (
    <HostingLayout>
      <HostSections path={Route.useParams()._splat ?? ''} search={Route.useSearch()} />
    </HostingLayout>
  );
}
