import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/account/reservations')({
  component: ReservationsPage,
});

function ReservationsPage() {
  return <Page title={msg({ id: 'page.reservations.title', message: 'My reservations' })} />;
}
