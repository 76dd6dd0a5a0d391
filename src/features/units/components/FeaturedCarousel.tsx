import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { UnitCard } from '../../../../contract/units';
import { Carousel } from '../../../components/ui/Carousel';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { FavoriteButton } from '../../favorites';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { formatNumber } from '../../../lib/numbers';
import { useCurrency } from '../../../lib/use-currency';
import { featuredUnitsQueryOptions } from '../api/get-featured';

/** Hand-picked stays on the home page, one large slide at a time. */
export function FeaturedCarousel() {
  const { t } = useLingui();
  const lang = currentLocale();
  const { data } = useQuery(featuredUnitsQueryOptions(lang, useCurrency()));
  if (!data) return <div className="carousel carousel-placeholder" aria-hidden="true" />;
  if (data.length === 0) return null;
  return (
    <Carousel
      label={t`Featured stays`}
      slides={data.map((unit) => ({ key: unit.slug, content: <FeaturedSlide unit={unit} /> }))}
    />
  );
}

function FeaturedSlide({ unit }: { unit: UnitCard }) {
  const lang = currentLocale();
  const price = formatMoney(unit.price_per_night, lang);
  const { guests, bedrooms } = unit;
  const rating =
    unit.rating.count > 0
      ? formatNumber(unit.rating.average, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
      : null;
  return (
    <article className="featured-slide">
      {unit.cover && (
        <ResponsiveImage
          cover
          className="featured-image"
          imageKey={unit.cover.key}
          alt={unit.cover.alt}
          sizes="(min-width: 1280px) 1200px, 100vw"
        />
      )}
      <div className="featured-body">
        <p className="featured-place">
          {unit.category.name} · {unit.city.name}
        </p>
        <div className="featured-title-row">
          <h3 className="featured-title">{unit.title}</h3>
          <FavoriteButton unitId={unit.id} title={unit.title} />
        </div>
        <p className="featured-facts">
          <Plural value={guests} one="# guest" other="# guests" /> ·{' '}
          <Plural value={bedrooms} _0="Studio" one="# bedroom" other="# bedrooms" />
          {rating && (
            <>
              {' '}
              · <Trans>Rated {rating} of 5</Trans>
            </>
          )}
        </p>
        <p className="featured-price">
          <Trans>
            <strong>{price}</strong> a night
          </Trans>
        </p>
        <Link to="/$lang/units/$slug" params={{ lang, slug: unit.slug }} className="btn btn-primary">
          <Trans>See this stay</Trans>
        </Link>
      </div>
    </article>
  );
}
