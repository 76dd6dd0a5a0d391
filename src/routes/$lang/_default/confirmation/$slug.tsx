import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/confirmation/$slug')({
  component: ConfirmationPage,
});

function ConfirmationPage() {
  return <Page title={msg({ id: 'page.confirmation.title', message: 'Booking confirmation' })} />;
}
