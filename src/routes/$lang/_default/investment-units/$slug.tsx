import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/investment-units/$slug')({
  component: InvestmentUnitPage,
});

function InvestmentUnitPage() {
  return <Page title={msg({ id: 'page.investment-unit.title', message: 'Investment unit' })} />;
}
