import { createFileRoute, useSearch } from '@tanstack/react-router';
import { ConsoleLayout } from '../../../../features/backoffice/components/ConsoleLayout';
import { ConsoleSections } from '../../../../features/backoffice/components/ConsoleSections';

/**
 * /admin and every console section below it on one route, like /hosting: the guest's entry carries
 * every route's definition, so one route with no search check of its own (each section checks the
 * keys it reads) keeps the console out of the guest's first load. The layout asks for a signed-in
 * caller; ConsoleSections picks the page from the rest of the path.
 */
export const Route = createFileRoute('/$lang/_default/admin/$')({
  component: ConsoleSection,
});

function ConsoleSection() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  return (
    <ConsoleLayout>
      <ConsoleSections path={Route.useParams()._splat ?? ''} search={search} />
    </ConsoleLayout>
  );
}
