import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';
import { investmentsQueryOptions } from '../../../../features/investment/api/get-investments';
import { InvestmentList } from '../../../../features/investment/components/InvestmentList';
import { currentCurrency } from '../../../../lib/currency';
import { currentLocale } from '../../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/investment-units/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(investmentsQueryOptions(1, currentLocale(), currentCurrency())),
  component: InvestmentUnitsPage,
});

function InvestmentUnitsPage() {
  return (
    <Page
      meta="investment"
      title={msg({ id: 'page.investment-units.title', message: 'Investment units' })}
      lead={msg({
        id: 'page.investment-units.lead',
        message: 'Own shares in income-producing properties, starting from a small amount.',
      })}
    >
      <InvestmentList />
    </Page>
  );
}
