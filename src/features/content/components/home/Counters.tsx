import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { currentLocale } from '../../../../lib/i18n';
import { countersQueryOptions } from '../../api/get-counters';
import { CountUp } from './CountUp';

/** The site in numbers (guests hosted, homes, cities…), counting up as they come into view. */
export function Counters() {
  const { data } = useQuery(countersQueryOptions(currentLocale()));
  return (
    <section className="home-section counters" aria-labelledby="home-counters">
      <h2 id="home-counters" className="visually-hidden">
        <Trans>Sakan in numbers</Trans>
      </h2>
      <ul className="counter-list">
        {(data ?? []).map((counter) => (
          <li key={counter.key} className="counter">
            <CountUp value={counter.value} />
            <span className="counter-label">{counter.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
