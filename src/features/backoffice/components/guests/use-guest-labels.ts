import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { CoinReason, GuestPointEntry, GuestStay } from '../../../../../contract/backoffice-guests';
import type { Role } from '../../../../../contract/roles';

/** The words of the guests' pages for the codes the server sends: statuses, ledger reasons, roles. */
const LABELS = {
  status: {
    pending_payment: msg`Awaiting payment`,
    confirmed: msg`Confirmed`,
    expired: msg`Hold expired`,
    cancelled: msg`Cancelled`,
    completed: msg`Completed`,
  } satisfies Record<GuestStay['status'], MessageDescriptor>,
  coins: {
    spend: msg`Spent on a stay`,
    refund: msg`Returned from a stay`,
    earn: msg`Turned from points`,
    grant: msg`Granted`,
    adjust: msg`Changed by staff`,
  } satisfies Record<CoinReason, MessageDescriptor>,
  points: {
    stay_completed: msg`Earned for a stay`,
    stay_refunded: msg`Taken back: stay refunded`,
    converted_to_coins: msg`Turned into coins`,
  } satisfies Record<GuestPointEntry['reason'], MessageDescriptor>,
  role: {
    host: msg`Host`,
    admin: msg`Admin`,
    support: msg`Support`,
    content: msg`Content`,
    finance: msg`Finance`,
  } satisfies Record<Role, MessageDescriptor>,
};

type Translated<T> = { [K in keyof T]: { [C in keyof T[K]]: string } };

/** The labels in the reader's language; stable while the language is, so grid columns stay stable. */
export function useGuestLabels(): Translated<typeof LABELS> {
  const { i18n } = useLingui();
  return useMemo(() => {
    const translate = <T extends Record<string, MessageDescriptor>>(group: T) =>
      Object.fromEntries(Object.entries(group).map(([key, text]) => [key, i18n._(text)])) as {
        [K in keyof T]: string;
      };
    return {
      status: translate(LABELS.status),
      coins: translate(LABELS.coins),
      points: translate(LABELS.points),
      role: translate(LABELS.role),
    };
    // The catalogue's locale is what changes the words; i18n itself is one object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, i18n.locale]);
}
