import { createFileRoute, useParams } from '@tanstack/react-router';
import { investmentQueryOptions } from '../../../../features/investment/api/get-investments';
import { InvestmentDetails } from '../../../../features/investment/components/InvestmentDetails';
import { currentCurrency } from '../../../../lib/currency';
import { currentLocale } from '../../../../lib/i18n';
import { orNotFound } from '../../../../lib/api-error';

export const Route = createFileRoute('/$lang/_default/investment-units/$slug')({
  loader: ({ context, params }) =>
    orNotFound(
      context.queryClient.ensureQueryData(
        investmentQueryOptions(params.slug, currentLocale(), currentCurrency()),
      ),
    ),
  component: InvestmentUnitPage,
});

function InvestmentUnitPage() {
  const { slug } = useParams({ from: '/$lang/_default/investment-units/$slug' });
  return <InvestmentDetails slug={slug} />;
}
