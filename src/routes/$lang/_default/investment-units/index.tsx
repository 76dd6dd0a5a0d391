import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/investment-units/')({
  component: InvestmentUnitsPage,
});

function InvestmentUnitsPage() {
  return (
    <Page
      title={msg({ id: 'page.investment-units.title', message: 'Investment units' })}
      lead={msg({
        id: 'page.investment-units.lead',
        message: 'Own shares in income-producing properties, starting from a small amount.',
      })}
    />
  );
}
