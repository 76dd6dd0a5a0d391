import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../../components/layout/Page';
import { NotificationDetail } from '../../../../../features/notifications/components/NotificationDetail';

export const Route = createFileRoute('/$lang/_default/account/notifications/$id')({
  component: NotificationPage,
});

function NotificationPage() {
  return (
    <Page title={msg({ id: 'page.notification.title', message: 'Notification' })}>
      <NotificationDetail />
    </Page>
  );
}
