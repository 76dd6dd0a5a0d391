import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { InvestmentCard } from '../../../../contract/investment';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { Funding } from './Funding';
import { formatPercent } from '../../../lib/numbers';

/** One investment unit as a card: price per share, expected yield and how much is funded. */
export function InvestmentCardItem({
  item,
  priority = false,
  heading: Heading = 'h2',
}: {
  item: InvestmentCard;
  priority?: boolean;
  heading?: 'h2' | 'h3';
}) {
  const lang = currentLocale();
  const price = formatMoney(item.price_per_share, lang);
  const yieldText = formatPercent(item.expected_yield_bps, lang);
  return (
    <article className="unit-card">
      <Link to="/$lang/investment-units/$slug" params={{ lang, slug: item.slug }} className="unit-card-link">
        <ResponsiveImage
          cover
          className="unit-card-image"
          imageKey={item.cover.key}
          alt={item.cover.alt}
          beside={item.title}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
        />
        <Heading className="unit-card-title">{item.title}</Heading>
      </Link>
      <p className="unit-card-place">{item.city.name}</p>
      <p className="unit-card-price">
        <Trans>
          <strong>{price}</strong> a share · {yieldText} expected a year
        </Trans>
      </p>
      <Funding percent={item.funding_percent} />
    </article>
  );
}
