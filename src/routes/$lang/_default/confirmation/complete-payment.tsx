import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/confirmation/complete-payment')({
  component: CompletePaymentPage,
});

function CompletePaymentPage() {
  return <Page title={msg({ id: 'page.complete-payment.title', message: 'Complete your payment' })} />;
}
