import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../../components/layout/Page';
import { NotificationsList } from '../../../../../features/notifications/components/NotificationsList';
import { pageSearch } from '../../../../../lib/search';

/** No loader, like the wishlist: offline, the kept copy shows instead of an error. */
export const Route = createFileRoute('/$lang/_default/account/notifications/')({
  validateSearch: pageSearch,
  component: NotificationsPage,
});

function NotificationsPage() {
  return (
    <Page
      title={msg({ id: 'page.notifications.title', message: 'Notifications' })}
      lead={msg({
        id: 'page.notifications.lead',
        message: 'Updates about your bookings, payments, rewards and investments.',
      })}
    >
      <NotificationsList />
    </Page>
  );
}
