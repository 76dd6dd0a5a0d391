import { msg } from '@lingui/core/macro';
import { Page } from '../../../components/layout/Page';
import type { HostStaysSearch } from '../search';
import { HostDashboard } from './HostDashboard';
import { StayDetail } from './StayDetail';
import { StaysList } from './StaysList';

/** The host's stay pages with their titles, so the titles live in the hosting catalogue too. */

export function HostDashboardPage() {
  return (
    <Page
      title={msg({ id: 'page.hosting.today.title', message: 'Today' })}
      lead={msg`Today at your units, what is coming up, and how this month is going.`}
    >
      <HostDashboard />
    </Page>
  );
}

export function HostStaysPage({ search }: { search: HostStaysSearch }) {
  return (
    <Page
      title={msg({ id: 'page.hosting.reservations.title', message: 'Reservations' })}
      lead={msg`Your guests’ stays: upcoming, in house, past and cancelled, with what each pays you.`}
    >
      <StaysList search={search} />
    </Page>
  );
}

export function HostStayPage({ code }: { code: string }) {
  return (
    <Page title={msg({ id: 'page.hosting.reservation.title', message: 'Reservation' })}>
      <StayDetail code={code} />
    </Page>
  );
}
