import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { UnitCard as UnitCardData } from '../../../../contract/units';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { FavoriteButton } from '../../favorites';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import type { StaySearch } from '../../../lib/stay-search';

/**
 * One result: photo, title, place, capacity and the nightly price, all one link to the unit page.
 * A search with dates also gives the stay's total (fees and VAT in, as the quote prices it).
 */
export function UnitCard({
  unit,
  priority,
  stay = {},
}: {
  unit: UnitCardData;
  priority: boolean;
  /** The listing's dates and guests, carried to the unit page so its calendar and price start there. */
  stay?: StaySearch;
}) {
  const lang = currentLocale();
  const guests = unit.guests;
  const bedrooms = unit.bedrooms;
  const price = formatMoney(unit.price_per_night, lang);
  return (
    <article className="unit-card">
      <Link
        to="/$lang/units/$slug"
        params={{ lang, slug: unit.slug }}
        search={stay}
        className="unit-card-link"
      >
        {unit.cover && (
          <ResponsiveImage
            cover
            className="unit-card-image"
            imageKey={unit.cover.key}
            alt={unit.cover.alt}
            beside={unit.title}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            priority={priority}
          />
        )}
        <h2 className="unit-card-title">{unit.title}</h2>
      </Link>
      {/* Beside the link, not in it: a button inside a link is two controls in one. */}
      <FavoriteButton unitId={unit.id} title={unit.title} className="unit-card-favorite" />
      <p className="unit-card-place">
        {unit.category.name} · {unit.city.name}
      </p>
      <p className="unit-card-capacity">
        <Plural value={guests} one="# guest" other="# guests" /> ·{' '}
        <Plural value={bedrooms} _0="Studio" one="# bedroom" other="# bedrooms" />
      </p>
      <p className="unit-card-price">
        <Trans>
          <strong>{price}</strong> a night
        </Trans>
        {unit.stay && <StayTotal nights={unit.stay.nights} total={formatMoney(unit.stay.total, lang)} />}
      </p>
    </article>
  );
}

/** "SAR 2,740 total for 4 nights": beside the nightly price, on its own line when space is short. */
function StayTotal({ nights, total }: { nights: number; total: string }) {
  return (
    <span className="unit-card-total">
      <Plural value={nights} one={`${total} total for # night`} other={`${total} total for # nights`} />
    </span>
  );
}
