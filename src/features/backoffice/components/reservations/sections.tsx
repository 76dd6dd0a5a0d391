import { msg } from '@lingui/core/macro';
import { SectionPage } from '../../../../components/layout/SectionPage';
import { ConsoleError } from '../ConsoleError';
import type { ConsoleSectionDef } from '../sections';
import { ReservationDetailPage, ReservationLoading } from './ReservationDetailPage';
import { ReservationsLoading, ReservationsPage } from './ReservationsPage';

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
          <ReservationsPage search={search} />
        </SectionPage>
      ),
  },
];
