import { msg } from '@lingui/core/macro';
import { SectionPage } from '../../../../components/layout/SectionPage';
import { ConsoleError } from '../ConsoleError';
import type { ConsoleSectionDef } from '../sections';
import { AuditLoading, AuditPage } from './AuditPage';
import { auditQueryOf, pageOf } from './audit-search';
import { StaffLoading, StaffPage } from './StaffPage';

/** Staff and access: both sections are the admin's alone (no other role opens them). */
export const STAFF_ACCESS_SECTIONS: ConsoleSectionDef[] = [
  {
    slug: 'staff',
    label: msg`Staff`,
    roles: [],
    render: (_rest, search) => (
      <SectionPage loading={<StaffLoading />} error={ConsoleError}>
        <StaffPage page={pageOf(search.page)} />
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
];
