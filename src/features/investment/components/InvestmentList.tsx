import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useCurrency } from '../../../lib/use-currency';
import { investmentsQueryOptions } from '../api/get-investments';
import { Funding } from './Funding';
import { formatYield } from './yield';

/** Investment units as cards: price per share, expected yield and how much is funded. */
export function InvestmentList() {
  const lang = currentLocale();
  const { data } = useSuspenseQuery(investmentsQueryOptions(1, lang, useCurrency()));
  return (
    <ul className="unit-grid">
      {data.items.map((item, index) => {
        const price = formatMoney(item.price_per_share, lang);
        const yieldText = formatYield(item.expected_yield_bps, lang);
        return (
          <li key={item.id}>
            <article className="unit-card">
              <Link
                to="/$lang/investment-units/$slug"
                params={{ lang, slug: item.slug }}
                className="unit-card-link"
              >
                <ResponsiveImage
                  className="unit-card-image"
                  imageKey={item.cover.key}
                  alt={item.cover.alt}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  priority={index === 0}
                />
                <h2 className="unit-card-title">{item.title}</h2>
              </Link>
              <p className="unit-card-place">{item.city.name}</p>
              <p className="unit-card-price">
                <Trans>
                  <strong>{price}</strong> a share · {yieldText} expected a year
                </Trans>
              </p>
              <Funding percent={item.funding_percent} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
