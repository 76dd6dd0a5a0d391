import { msg } from '@lingui/core/macro';
import { SectionPage } from '../../../../components/layout/SectionPage';
import { ConsoleError } from '../ConsoleError';
import type { ConsoleSectionDef } from '../sections';
import { AuditLoading, AuditPage } from './AuditPage';
import { auditQueryOf } from './audit-search';
import { OwnFactorLoading, OwnFactorPage } from './OwnFactorPage';
import { StaffLoading, StaffPage } from './StaffPage';

/**
 * Staff and access: the staff list and the audit log are the admin's alone; every staff member opens
 * their own second factor (to renew their recovery codes).
 */
export const STAFF_ACCESS_SECTIONS: ConsoleSectionDef[] = [
  {
    slug: 'staff',
    label: msg`Staff`,
    roles: [],
    render: (_rest, search) => (
      <SectionPage loading={<StaffLoading />} error={ConsoleError}>
        <StaffPage search={search} />
      </SectionPage>
    ),
  },
  {
    slug: 'audit',
    label: msg`Audit log`,
    roles: [],
    render: (_rest, search) => (
      <SectionPage loading={<AuditLoading />} error={ConsoleError}>
        <AuditPage query={auditQueryOf(search)} />
      </SectionPage>
    ),
  },
  {
    slug: 'second-factor',
    label: msg`Your second factor`,
    roles: ['support', 'content', 'finance'],
    render: () => (
      <SectionPage loading={<OwnFactorLoading />} error={ConsoleError}>
        <OwnFactorPage />
      </SectionPage>
    ),
  },
];
