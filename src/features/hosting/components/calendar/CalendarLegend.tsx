import { Trans, useLingui } from '@lingui/react/macro';
import type { NightStatus } from '../../../../../contract/hosting-calendar';
import { useNightLabels } from './use-night-labels';

const SHOWN: NightStatus[] = ['free', 'booked', 'held', 'blocked', 'imported', 'prep'];

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
      <li>
        <span className="host-legend-swatch host-night" data-rule="weekend" aria-hidden="true">
          <span className="host-night-price" data-text="1" />
        </span>
        {labels.rule.weekend}
      </li>
      <li>
        <span className="host-legend-swatch host-night" data-rule="season" aria-hidden="true" />
        {labels.rule.season}
      </li>
      <li>
        <span className="host-legend-swatch host-night" data-rule="override" aria-hidden="true">
          <span className="host-night-price" data-text="1" />
        </span>
        {labels.rule.override}
      </li>
      <li>
        <span className="host-night-mark host-night-min" aria-hidden="true" />
        <Trans>Shortest stay set on the night</Trans>
      </li>
    </ul>
  );
}
