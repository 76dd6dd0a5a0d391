import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { StaffRole } from '../../../../../contract/roles';

/** The staff roles' names. */
export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  admin: msg({ message: 'Admin', context: 'staff role' }),
  support: msg({ message: 'Support', context: 'staff role' }),
  content: msg({ message: 'Content', context: 'staff role' }),
  finance: msg({ message: 'Finance', context: 'staff role' }),
};

/**
 * What each audited action is called in the log (`<entity>.<verb>`, modules/backoffice/audit.ts). A
 * console section that records a new action adds its label here; an unknown one shows its code.
 */
export const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'staff.create': msg`Staff account made (server command)`,
  'staff.set_roles': msg`Staff roles changed`,
  'staff.reset_second_factor': msg`Second factor reset`,
  'staff.enrol_second_factor': msg`Second factor set up`,
  'staff.renew_recovery_codes': msg`Recovery codes renewed`,
  'reservation.cancel': msg`Stay cancelled for the guest (policy refund)`,
  'reservation.cancel_override': msg`Stay cancelled for the guest (refund changed)`,
  'user.grant_coins': msg`Coins granted`,
  'user.remove_coins': msg`Coins removed`,
  'user.block': msg`Account blocked`,
  'user.unblock': msg`Account unblocked`,
};

/** The kinds of record the log names. */
export const ENTITY_LABELS: Record<string, MessageDescriptor> = {
  staff: msg({ message: 'Staff member', context: 'audit record' }),
  reservation: msg({ message: 'Reservation', context: 'audit record' }),
  user: msg({ message: 'Account', context: 'audit record' }),
};

/** Translators for the labels above, falling back to the raw code for what has no label yet. */
export function useStaffLabels() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const of = (table: Record<string, MessageDescriptor>) => (code: string) => {
      const label = table[code];
      return label ? i18n._(label) : code;
    };
    return { role: of(ROLE_LABELS), action: of(ACTION_LABELS), entity: of(ENTITY_LABELS) };
    // The same i18n object changes language in place: the locale is what makes the labels change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, i18n.locale]);
}
