import { useSuspenseQuery } from '@tanstack/react-query';
import { currentLocale } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/use-currency';
import { investmentsQueryOptions } from '../api/get-investments';
import { InvestmentCardItem } from './InvestmentCardItem';

/** Investment units as cards: price per share, expected yield and how much is funded. */
export function InvestmentList() {
  const lang = currentLocale();
  const { data } = useSuspenseQuery(investmentsQueryOptions(1, lang, useCurrency()));
  return (
    <ul className="unit-grid">
      {data.items.map((item, index) => (
        <li key={item.id}>
          <InvestmentCardItem item={item} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
