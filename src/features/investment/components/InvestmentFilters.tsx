import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LazySelect } from '../../../components/ui/LazySelect';
import { currentLocale } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/use-currency';
import { investmentOptionsQueryOptions } from '../api/get-investments';
import type { InvestmentSearch } from '../search';
import { formatPercent } from '../../../lib/numbers';

/** Yield floors offered, in basis points; only those at or below the best offer are shown. */
const YIELD_STEPS = [500, 700, 900, 1100];

/**
 * City, status, a minimum expected yield and the order; each change rewrites the URL. Each list loads
 * and hydrates only when reached (LazySelect).
 */
export function InvestmentFilters({
  search,
  onChange,
}: {
  search: InvestmentSearch;
  onChange: (next: Partial<InvestmentSearch>) => void;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  const filters = useQuery(investmentOptionsQueryOptions(lang, useCurrency())).data?.filters;
  const any = { id: '', label: t`Any` };
  const yields = YIELD_STEPS.filter((bps) => bps <= (filters?.max_yield_bps ?? 0));
  return (
    <section className="filters" aria-label={t`Filters`}>
      <LazySelect
        label={t`City`}
        value={search.city ?? ''}
        options={[any, ...(filters?.cities ?? []).map((c) => ({ id: c.slug, label: c.name }))]}
        onChange={(city) => onChange({ city: city || undefined })}
      />
      <LazySelect
        label={t`Status`}
        value={search.status ?? ''}
        options={[
          any,
          { id: 'open', label: t`Open for investment` },
          { id: 'coming_soon', label: t`Coming soon` },
          { id: 'funded', label: t`Fully funded` },
          { id: 'closed', label: t`Closed` },
        ]}
        onChange={(status) => onChange({ status: (status || undefined) as InvestmentSearch['status'] })}
      />
      <LazySelect
        label={t`Expected yield`}
        value={String(search.min_yield_bps ?? '')}
        options={[
          any,
          ...yields.map((bps) => {
            const floor = formatPercent(bps, lang);
            return { id: String(bps), label: t`At least ${floor}` };
          }),
        ]}
        onChange={(bps) => onChange({ min_yield_bps: bps ? Number(bps) : undefined })}
      />
      <LazySelect
        label={t`Sort by`}
        value={search.sort ?? 'newest'}
        options={[
          { id: 'newest', label: t`Newest` },
          { id: 'yield_desc', label: t`Highest yield` },
          { id: 'price_asc', label: t`Share price: low to high` },
          { id: 'price_desc', label: t`Share price: high to low` },
        ]}
        onChange={(sort) => onChange({ sort: sort as InvestmentSearch['sort'] })}
      />
    </section>
  );
}
