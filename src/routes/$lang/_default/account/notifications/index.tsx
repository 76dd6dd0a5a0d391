import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/account/notifications/')({
  component: NotificationsPage,
});

function NotificationsPage() {
  return <Page title={msg({ id: 'page.notifications.title', message: 'Notifications' })} />;
}
