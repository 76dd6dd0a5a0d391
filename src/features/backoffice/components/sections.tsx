import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { StaffRole } from '../../../../contract/roles';
import { SectionPage } from '../../../components/layout/SectionPage';
import { ConflictsLoading, ConflictsPage } from './ConflictsPage';
import { ConsoleError } from './ConsoleError';
import { GUEST_SECTIONS } from './guests/sections';
import { MESSAGE_SECTIONS } from './messages/sections';
import { reportSections } from './reports/sections';
import { reservationSections } from './reservations/sections';
import { pageOf } from './search';
import { STAFF_ACCESS_SECTIONS } from './staff/sections';
import { CONTENT_SECTIONS } from './content/sections';
import { QUEUE_SECTIONS } from './queues/sections';

export interface ConsoleSectionDef {
  /** The first path segment below /admin, and the key of its count in GET /backoffice/me. */
  slug: string;
  label: MessageDescriptor;
  /** The roles that open it besides admin (the server checks the same on each of its routes). */
  roles: StaffRole[];
  /** The page for the rest of the path below the slug ('' for the section's own page) and the search. */
  render: (rest: string, search: Record<string, unknown>) => ReactNode;
}

const conflicts: ConsoleSectionDef = {
  slug: 'calendar-conflicts',
  label: msg`Calendar conflicts`,
  roles: ['support'],
  render: (_rest, search) => (
    <SectionPage loading={<ConflictsLoading />} error={ConsoleError}>
      <ConflictsPage page={pageOf(search.page)} />
    </SectionPage>
  ),
};

/** Every console section, in the navigation's order. A new section adds its definition here. */
export const CONSOLE_SECTIONS: ConsoleSectionDef[] = [
  ...QUEUE_SECTIONS,
  ...MESSAGE_SECTIONS,
  ...reservationSections,
  ...GUEST_SECTIONS,
  ...reportSections,
  ...CONTENT_SECTIONS,
  conflicts,
  ...STAFF_ACCESS_SECTIONS,
];

/** Whether the caller's roles open a section. */
export const opens = (section: ConsoleSectionDef, roles: readonly StaffRole[]) =>
  roles.includes('admin') || section.roles.some((role) => roles.includes(role));
