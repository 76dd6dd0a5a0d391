import { msg } from '@lingui/core/macro';
import { SectionPage } from '../../../../components/layout/SectionPage';
import { ConsoleError } from '../ConsoleError';
import type { ConsoleSectionDef } from '../sections';
import { GuestPage } from './GuestPage';
import { GuestsPage } from './GuestsPage';
import { GuestError, GuestLoading, GuestMissing } from './GuestStates';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /admin/guests (the search) and /admin/guests/<account id> (one account). Support and finance open it
 * besides admin, as the server's routes allow; the block control shows only to admin and support.
 */
const guests: ConsoleSectionDef = {
  slug: 'guests',
  label: msg`Guests`,
  roles: ['support', 'finance'],
  render: (rest, search) => {
    if (rest === '')
      return (
        <SectionPage error={ConsoleError}>
          <GuestsPage search={search} />
        </SectionPage>
      );
    if (!UUID.test(rest)) return <GuestMissing />;
    return (
      <SectionPage loading={<GuestLoading />} error={GuestError}>
        <GuestPage id={rest.toLowerCase()} />
      </SectionPage>
    );
  },
};

export const GUEST_SECTIONS: ConsoleSectionDef[] = [guests];
