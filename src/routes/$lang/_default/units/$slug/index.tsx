import { createFileRoute, useParams } from '@tanstack/react-router';
import { unitQueryOptions } from '../../../../../features/units/api/get-unit';
import { UnitDetails } from '../../../../../features/units/components/UnitDetails';
import { currentCurrency } from '../../../../../lib/currency';
import { currentLocale } from '../../../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/units/$slug/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(unitQueryOptions(params.slug, currentLocale(), currentCurrency())),
  component: UnitPage,
});

function UnitPage() {
  const { slug } = useParams({ from: '/$lang/_default/units/$slug/' });
  return <UnitDetails slug={slug} />;
}
