import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';
import { RouteError } from '../../../../components/layout/lazy-screens';
import { PaymentSuccess } from '../../../../features/checkout/components/PaymentSuccess';
import { parsePaymentSearch } from '../../../../features/checkout/search';

export const Route = createFileRoute('/$lang/_default/confirmation/payment-success')({
  validateSearch: parsePaymentSearch,
  component: PaymentSuccessPage,
  errorComponent: RouteError,
});

function PaymentSuccessPage() {
  return (
    <Page title={msg({ id: 'page.payment-success.title', message: 'Booking confirmed' })}>
      <PaymentSuccess />
    </Page>
  );
}
