import type { AuditQuery } from '../../../../contract/backoffice';
import { backofficeKeys } from './keys';

/** Query keys of staff and access, under the console's `['backoffice', …]` (never kept on the device). */
export const staffAccessKeys = {
  secondFactor: () => [...backofficeKeys.all, 'second-factor'] as const,
  setup: () => [...backofficeKeys.all, 'second-factor', 'setup'] as const,
  staff: (query: string) => [...backofficeKeys.all, 'staff', query] as const,
  staffAll: () => [...backofficeKeys.all, 'staff'] as const,
  audit: (query: AuditQuery) => [...backofficeKeys.all, 'audit', query] as const,
  auditAll: () => [...backofficeKeys.all, 'audit'] as const,
  auditFacets: () => [...backofficeKeys.all, 'audit-facets'] as const,
};
