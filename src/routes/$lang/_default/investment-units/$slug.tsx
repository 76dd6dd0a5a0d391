import { createFileRoute, useParams } from '@tanstack/react-router';
import { investmentPerformanceQueryOptions } from '../../../../features/investment/api/get-investment-performance';
import { investmentQueryOptions } from '../../../../features/investment/api/get-investments';
import { InvestmentDetails } from '../../../../features/investment/components/InvestmentDetails';
import { currentCurrency } from '../../../../lib/currency';
import { currentLocale } from '../../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/investment-units/$slug')({
  // The figures are fetched alongside but never fail the page: prefetchQuery swallows an error, and
  // the section then shows its own failure and retry.
  loader: async ({ context, params }) => {
    const [investment] = await Promise.all([
      context.queryClient.ensureQueryData(
        investmentQueryOptions(params.slug, currentLocale(), currentCurrency()),
      ),
      context.queryClient.prefetchQuery(investmentPerformanceQueryOptions(params.slug, currentCurrency())),
    ]);
    return investment;
  },
  component: InvestmentUnitPage,
});

function InvestmentUnitPage() {
  const { slug } = useParams({ from: '/$lang/_default/investment-units/$slug' });
  return <InvestmentDetails slug={slug} />;
}
