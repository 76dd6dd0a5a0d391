import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffResetRequest, StaffRolesRequest } from '../../../../contract/backoffice';
import { api } from '../../../lib/api-client';
import { backofficeSchemas, schemaOf } from './schemas';
import { staffAccessKeys } from './staff-keys';

/** One page of everyone holding a staff role (admin); `query` is the grid's `page=&sort=&dir=`. */
export const staffQueryOptions = (query: string) =>
  queryOptions({
    queryKey: staffAccessKeys.staff(query),
    queryFn: () =>
      api(`/api/v1/backoffice/staff?${query}`, {
        schema: schemaOf(backofficeSchemas, 'StaffListResponse'),
      }).then((r) => ({ items: r.data.items, pagination: r.pagination })),
    // The rows stay on screen while another order or page loads.
    placeholderData: keepPreviousData,
    meta: { persist: false },
  });

/** Staff writes change the list and add to the audit log: both are read again. */
function useStaffWrite<T, R>(send: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffAccessKeys.staffAll() }),
        queryClient.invalidateQueries({ queryKey: staffAccessKeys.auditAll() }),
        queryClient.invalidateQueries({ queryKey: staffAccessKeys.auditFacets() }),
      ]),
  });
}

/** Sets the staff roles of the account using an email (none takes them all away). */
export const useSetStaffRoles = () =>
  useStaffWrite((body: StaffRolesRequest) =>
    api('/api/v1/backoffice/staff/roles', {
      method: 'PUT',
      body,
      schema: schemaOf(backofficeSchemas, 'StaffMemberResponse'),
    }).then((r) => r.data.member),
  );

/** Forgets a member's second factor; their sign-ins end and they set it up again. */
export const useResetStaffFactor = (id: string) =>
  useStaffWrite((body: StaffResetRequest) =>
    api(`/api/v1/backoffice/staff/${encodeURIComponent(id)}/reset-second-factor`, {
      method: 'POST',
      body,
      schema: schemaOf(backofficeSchemas, 'StaffMemberResponse'),
    }).then((r) => r.data.member),
  );
