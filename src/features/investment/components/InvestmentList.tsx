import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { currentLocale } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/use-currency';
import { investmentFilterQueryOptions } from '../api/get-investments';
import type { InvestmentSearch } from '../search';
import { InvestmentCardItem } from './InvestmentCardItem';

/** Investment units matching the URL's filters, as cards, with a count, page links and an empty state. */
export function InvestmentList({ search }: { search: InvestmentSearch }) {
  const { t } = useLingui();
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
  const page = pagination.page;
  const last = pagination.last_page;
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
      {last > 1 && (
        <nav className="pager" aria-label={t`Pages of results`}>
          {page > 1 && (
            <Link to="." search={{ ...search, page: page - 1 }} className="btn btn-secondary">
              <Trans>Previous</Trans>
            </Link>
          )}
          <span>
            <Trans>
              Page {page} of {last}
            </Trans>
          </span>
          {page < last && (
            <Link to="." search={{ ...search, page: page + 1 }} className="btn btn-secondary">
              <Trans>Next</Trans>
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
