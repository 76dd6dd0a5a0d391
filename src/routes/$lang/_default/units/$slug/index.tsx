import { createFileRoute, useParams } from '@tanstack/react-router';
import { unitQueryOptions } from '../../../../../features/units/api/get-unit';
import { UnitDetails } from '../../../../../features/units/components/UnitDetails';
import { parseStaySearch } from '../../../../../lib/stay-search';
import { currentCurrency } from '../../../../../lib/currency';
import { currentLocale } from '../../../../../lib/i18n';
import { orNotFound } from '../../../../../lib/api-error';

export const Route = createFileRoute('/$lang/_default/units/$slug/')({
  // The chosen stay (check_in, check_out, guests) lives in the URL; the unit itself does not depend on
  // it, so there are no loaderDeps: picking dates never reloads the page's data.
  validateSearch: parseStaySearch,
  loader: ({ context, params }) =>
    orNotFound(
      context.queryClient.ensureQueryData(unitQueryOptions(params.slug, currentLocale(), currentCurrency())),
    ),
  component: UnitPage,
});

function UnitPage() {
  const { slug } = useParams({ from: '/$lang/_default/units/$slug/' });
  return <UnitDetails slug={slug} />;
}
