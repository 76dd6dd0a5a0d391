import { useLingui } from '@lingui/react/macro';
import type { NightStatus } from '../../../../../contract/hosting-calendar';
import type { PriceRule } from '../../../../../contract/units-nights';

/** The words the host's calendar uses for a night's status and for the rule that set its price. */
export function useNightLabels() {
  const { t } = useLingui();
  return {
    status: {
      past: t({ message: 'Past', context: 'calendar night' }),
      booked: t({ message: 'Booked', context: 'calendar night' }),
      held: t({ message: 'Being paid for', context: 'calendar night' }),
      imported: t({ message: 'Taken on another site', context: 'calendar night' }),
      blocked: t({ message: 'Blocked by you', context: 'calendar night' }),
      prep: t({ message: 'Preparation night', context: 'calendar night' }),
      free: t({ message: 'Free', context: 'calendar night' }),
    } satisfies Record<NightStatus, string>,
    rule: {
      base: t({ message: 'Base price', context: 'price rule' }),
      weekend: t({ message: 'Weekend price', context: 'price rule' }),
      season: t({ message: 'Season', context: 'price rule' }),
      override: t({ message: 'Your price for the night', context: 'price rule' }),
      weekly: t({ message: 'Weekly discount', context: 'price rule' }),
      monthly: t({ message: 'Monthly discount', context: 'price rule' }),
      early_bird: t({ message: 'Early-bird discount', context: 'price rule' }),
      last_minute: t({ message: 'Last-minute discount', context: 'price rule' }),
    } satisfies Record<PriceRule, string>,
  };
}
