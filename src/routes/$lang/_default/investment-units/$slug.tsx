import { createFileRoute, useParams } from '@tanstack/react-router';
import { isServer } from '#page-environment';
import { investmentPerformanceQueryOptions } from '../../../../features/investment/api/get-investment-performance';
import { investmentQueryOptions } from '../../../../features/investment/api/get-investments';
import { InvestmentDetails } from '../../../../features/investment/components/InvestmentDetails';
import { currentCurrency } from '../../../../lib/currency';
import { currentLocale } from '../../../../lib/i18n';
import { orNotFound } from '../../../../lib/api-error';

export const Route = createFileRoute('/$lang/_default/investment-units/$slug')({
  loader: async ({ context, params }) => {
    // The figures are fetched alongside and never fail the page (prefetchQuery swallows an error; the
    // section then shows its own failure and retry). A server render waits for them so the HTML has
    // them; a browser shows the page at once and the section its loading state, never held up by the
    // figures' retries.
    const figures = context.queryClient.prefetchQuery(
      investmentPerformanceQueryOptions(params.slug, currentCurrency()),
    );
    const investment = await orNotFound(
      context.queryClient.ensureQueryData(
        investmentQueryOptions(params.slug, currentLocale(), currentCurrency()),
      ),
    );
    if (isServer) await figures;
    return investment;
  },
  component: InvestmentUnitPage,
});

function InvestmentUnitPage() {
  const { slug } = useParams({ from: '/$lang/_default/investment-units/$slug' });
  return <InvestmentDetails slug={slug} />;
}
