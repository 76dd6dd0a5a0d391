import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';
import { AccountOverview } from '../../../../features/account/components/AccountOverview';
import { UnreadSummary } from '../../../../features/notifications';

export const Route = createFileRoute('/$lang/_default/account/')({
  component: AccountPage,
});

function AccountPage() {
  return (
    <Page
      title={msg({ id: 'page.account.title', message: 'My account' })}
      lead={msg({
        id: 'page.account.lead',
        message: 'Manage your details, bookings, reviews and saved places.',
      })}
    >
      <AccountOverview notificationsStatus={<UnreadSummary />} />
    </Page>
  );
}
