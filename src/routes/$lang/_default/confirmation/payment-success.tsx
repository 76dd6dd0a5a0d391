import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/confirmation/payment-success')({
  component: PaymentSuccessPage,
});

function PaymentSuccessPage() {
  return <Page title={msg({ id: 'page.payment-success.title', message: 'Payment successful' })} />;
}
