import { Trans, useLingui } from '@lingui/react/macro';
import type { NightStatus } from '../../../../../contract/hosting-calendar';
import { useNightLabels } from './use-night-labels';

const SHOWN: NightStatus[] = ['free', 'booked', 'held', 'blocked', 'imported', 'prep'];
/** The price rules a night's cell marks: a season's band, a weekend price's italics, the host's own in bold. */
const MARKED_RULES = ['weekend', 'season', 'override'] as const;

/** The key to the calendar's colours and marks, in words. */
export function CalendarLegend() {
  const { t } = useLingui();
  const labels = useNightLabels();
  return (
    <ul className="host-calendar-legend" aria-label={t`What the colours mean`}>
      {SHOWN.map((status) => (
        <li key={status}>
          <span className="host-legend-swatch host-night" data-status={status} aria-hidden="true" />
          {labels.status[status]}
        </li>
      ))}
      {MARKED_RULES.map((rule) => (
        <li key={rule}>
          <span
            className="host-legend-swatch host-night"
            data-rule={rule}
            data-season={rule === 'season' ? '' : undefined}
            aria-hidden="true"
          >
            {rule !== 'season' && <span className="host-night-price" data-text="1" />}
          </span>
          {labels.rule[rule]}
        </li>
      ))}
      <li>
        <span className="host-night-mark host-night-min" aria-hidden="true" />
        <Trans>Shortest stay set on the night</Trans>
      </li>
    </ul>
  );
}
