import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { currentLocale } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/use-currency';
import { investmentsQueryOptions } from '../api/get-investments';
import { InvestmentCardItem } from './InvestmentCardItem';

/** The home page's case for investing: what it is, three open offers, and the way to the rest. */
export default function InvestmentTeaser() {
  const lang = currentLocale();
  const { data } = useQuery(investmentsQueryOptions(1, lang, useCurrency()));
  const open = (data?.items ?? []).filter((item) => item.status === 'open').slice(0, 3);
  return (
    <section className="home-section investment-teaser" aria-labelledby="home-invest">
      <div className="section-head">
        <h2 id="home-invest">
          <Trans>Own a share of a rental home</Trans>
        </h2>
        <p className="section-lead">
          <Trans>
            Buy shares in homes we rent out, from the minimum investment up, and earn your part of what they
            make.
          </Trans>
        </p>
      </div>
      <ul className="unit-grid">
        {open.map((item) => (
          <li key={item.id}>
            <InvestmentCardItem item={item} heading="h3" />
          </li>
        ))}
      </ul>
      <Link to="/$lang/investment-units" params={{ lang }} className="btn btn-secondary">
        <Trans>See all investment units</Trans>
      </Link>
    </section>
  );
}
