import { msg } from '@lingui/core/macro';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';
import { RouteError } from '../../../../components/layout/lazy-screens';
import { guestQueryOptions } from '../../../../features/checkout/api/get-guest';
import { unitQueryOptions } from '../../../../features/checkout/api/get-unit';
import { Confirmation } from '../../../../features/checkout/components/Confirmation';
import { parseConfirmationSearch } from '../../../../features/checkout/search';
import { currentLocale } from '../../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/confirmation/$slug')({
  // The stay comes from the unit page's URL (kept through sign-in, which guards this page).
  validateSearch: parseConfirmationSearch,
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(unitQueryOptions(params.slug, currentLocale())),
      queryClient.ensureQueryData(guestQueryOptions()),
    ]),
  component: ConfirmationPage,
  // Pending: the root's loading bar; errors: the lazy error screen (neither weighs on the first load).
  errorComponent: RouteError,
});

function ConfirmationPage() {
  const { slug } = useParams({ from: '/$lang/_default/confirmation/$slug' });
  return (
    <Page title={msg({ id: 'page.confirmation.title', message: 'Confirm and pay' })}>
      <Confirmation slug={slug} />
    </Page>
  );
}
