import { useLingui } from '@lingui/react/macro';
import type { HostStayTab } from '../../../../contract/hosting-stays';

/** The words the host's stay pages share: tabs, who cancelled, and the reasons a host gives. */
export function useStayLabels() {
  const { t } = useLingui();
  return {
    tab: {
      upcoming: t({ message: 'Upcoming', context: 'host stays tab' }),
      in_house: t({ message: 'In house', context: 'host stays tab' }),
      past: t({ message: 'Past', context: 'host stays tab' }),
      cancelled: t({ message: 'Cancelled', context: 'host stays tab' }),
    } satisfies Record<HostStayTab, string>,
    reason: {
      unavailable: t`The place is not available`,
      maintenance: t`Repairs or maintenance`,
      guest_request: t`The guest asked me to cancel`,
      other: t`Another reason`,
    } as Record<string, string>,
  };
}
