import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';
import { RouteError } from '../../../../components/layout/lazy-screens';
import { reservationQueryOptions } from '../../../../features/checkout/api/get-reservation';
import { CompletePayment } from '../../../../features/checkout/components/CompletePayment';
import { parsePaymentSearch } from '../../../../features/checkout/search';
import { currentLocale } from '../../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/confirmation/complete-payment')({
  validateSearch: parsePaymentSearch,
  loaderDeps: ({ search }) => ({ reservation: search.reservation }),
  loader: ({ context: { queryClient }, deps }) =>
    deps.reservation
      ? queryClient.ensureQueryData(reservationQueryOptions(deps.reservation, currentLocale()))
      : undefined,
  component: CompletePaymentPage,
  // Pending: the root's loading bar; errors: the lazy error screen (neither weighs on the first load).
  errorComponent: RouteError,
});

function CompletePaymentPage() {
  return (
    <Page title={msg({ id: 'page.complete-payment.title', message: 'Complete your payment' })}>
      <CompletePayment />
    </Page>
  );
}
