import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodesRequest, SecondFactorConfirmRequest } from '../../../../contract/backoffice';
import { api } from '../../../lib/api-client';
import { saveAccessToken } from '../../../lib/session';
import { backofficeSchemas, schemaOf } from './schemas';
import { staffAccessKeys } from './staff-keys';

/** Whether the caller has set up the second factor, and whether this sign-in passed it. */
export const secondFactorQueryOptions = () =>
  queryOptions({
    queryKey: staffAccessKeys.secondFactor(),
    queryFn: () =>
      api('/api/v1/backoffice/second-factor', {
        schema: schemaOf(backofficeSchemas, 'SecondFactorStatusResponse'),
      }).then((r) => r.data.second_factor),
    meta: { persist: false },
  });

/** The secret to set up with (the same until confirmed). Never refetched on its own: it is shown once. */
export const secondFactorSetupQueryOptions = () =>
  queryOptions({
    queryKey: staffAccessKeys.setup(),
    queryFn: () =>
      api('/api/v1/backoffice/second-factor/setup', {
        schema: schemaOf(backofficeSchemas, 'SecondFactorSetupResponse'),
      }).then((r) => ({ secret: r.data.secret, uri: r.data.uri })),
    meta: { persist: false },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/**
 * The first code confirms the set-up. The answer's access token carries the second factor, so it
 * replaces the page's at once; the recovery codes are returned to be shown this once.
 */
export const useConfirmSecondFactor = () =>
  useMutation({
    mutationFn: (body: SecondFactorConfirmRequest) =>
      api('/api/v1/backoffice/second-factor/confirm', {
        method: 'POST',
        body,
        schema: schemaOf(backofficeSchemas, 'SecondFactorConfirmResponse'),
      }).then((r) => {
        saveAccessToken(r.data.token);
        return r.data.recovery_codes;
      }),
  });

/**
 * Ten new recovery codes for the caller, with a current code from the app; the old ones stop working.
 * The new codes are returned to be shown this once (never cached); the count left is read again.
 */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecoveryCodesRequest) =>
      api('/api/v1/backoffice/second-factor/recovery-codes', {
        method: 'POST',
        body,
        schema: schemaOf(backofficeSchemas, 'RecoveryCodesResponse'),
      }).then((r) => r.data.recovery_codes),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffAccessKeys.secondFactor() }),
        queryClient.invalidateQueries({ queryKey: staffAccessKeys.auditAll() }),
      ]),
  });
}
