import { msg } from '@lingui/core/macro';
import { StaffReservationsQuery } from '../../../../../contract/backoffice';
import { SectionPage } from '../../../../components/layout/SectionPage';
import { ConsoleError } from '../ConsoleError';
import type { ConsoleSectionDef } from '../sections';
import { ReservationDetailPage, ReservationLoading } from './ReservationDetailPage';
import { ReservationsLoading, ReservationsPage } from './ReservationsPage';

/** The URL's filters as the API takes them; a malformed one is dropped rather than failing the page. */
function queryOf(search: Record<string, unknown>): StaffReservationsQuery {
  const keys = ['q', 'status', 'page'] as const;
  const picked = Object.fromEntries(
    keys.filter((key) => search[key] !== undefined).map((key) => [key, String(search[key])]),
  );
  const parsed = StaffReservationsQuery.safeParse(picked);
  return parsed.success ? parsed.data : {};
}

export const reservationSections: ConsoleSectionDef[] = [
  {
    slug: 'reservations',
    label: msg`Reservations`,
    roles: ['support', 'finance'],
    render: (rest, search) =>
      rest ? (
        <SectionPage loading={<ReservationLoading />} error={ConsoleError}>
          <ReservationDetailPage code={decodeURIComponent(rest)} />
        </SectionPage>
      ) : (
        <SectionPage loading={<ReservationsLoading />} error={ConsoleError}>
          <ReservationsPage query={queryOf(search)} />
        </SectionPage>
      ),
  },
];
