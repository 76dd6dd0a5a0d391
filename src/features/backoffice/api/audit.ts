import { queryOptions } from '@tanstack/react-query';
import type { AuditQuery } from '../../../../contract/backoffice';
import { api } from '../../../lib/api-client';
import { backofficeSchemas, schemaOf } from './schemas';
import { staffAccessKeys } from './staff-keys';

/** One page of the audit log, newest first, with the filters of the URL. */
export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: staffAccessKeys.audit(query),
    queryFn: () =>
      api('/api/v1/backoffice/audit', { query, schema: schemaOf(backofficeSchemas, 'AuditResponse') }).then(
        (r) => ({ items: r.data.items, pagination: r.pagination }),
      ),
    meta: { persist: false },
  });

/** The actions, kinds of record and staff members the log holds, for its filters. */
export const auditFacetsQueryOptions = () =>
  queryOptions({
    queryKey: staffAccessKeys.auditFacets(),
    queryFn: () =>
      api('/api/v1/backoffice/audit/facets', {
        schema: schemaOf(backofficeSchemas, 'AuditFacetsResponse'),
      }).then(({ data }) => ({ actions: data.actions, entities: data.entities, staff: data.staff })),
    meta: { persist: false },
  });
