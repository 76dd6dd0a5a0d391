import { Plural, Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pager } from '../../../components/ui/Pager';
import { currentLocale } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/use-currency';
import { investmentFilterQueryOptions } from '../api/get-investments';
import type { InvestmentSearch } from '../search';
import { InvestmentCardItem } from './InvestmentCardItem';

/** Investment units matching the URL's filters, as cards, with a count, page links and an empty state. */
export function InvestmentList({ search }: { search: InvestmentSearch }) {
  const lang = currentLocale();
  const { data } = useSuspenseQuery(investmentFilterQueryOptions(search, lang, useCurrency()));
  const { items, pagination } = data;
  if (items.length === 0) {
    return (
      <div className="empty-state">
        <p>
          <Trans>No investment units match these filters. Try another city, status or a lower yield.</Trans>
        </p>
        <Link to="/$lang/investment-units" params={{ lang }} search={{}} className="btn btn-secondary">
          <Trans>Clear all filters</Trans>
        </Link>
      </div>
    );
  }
  const total = pagination.total;
  return (
    <>
      <p className="result-count" role="status">
        <Plural value={total} one="# investment unit" other="# investment units" />
      </p>
      <ul className="unit-grid">
        {items.map((item, index) => (
          <li key={item.id}>
            <InvestmentCardItem item={item} priority={index === 0} />
          </li>
        ))}
      </ul>
      <Pager page={pagination.page} last={pagination.last_page} />
    </>
  );
}
