import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ResponsiveImage } from '../../../../components/ui/ResponsiveImage';
import { currentLocale } from '../../../../lib/i18n';
import { categoriesQueryOptions, citiesQueryOptions } from '../../api/get-places';
import { CategoryIcon } from './CategoryIcon';

/** Kinds of stay as quick links into the listing, filtered. */
export function Categories() {
  const lang = currentLocale();
  const { data } = useQuery(categoriesQueryOptions(lang));
  return (
    <section className="home-section" aria-labelledby="home-categories">
      <h2 id="home-categories">
        <Trans>Find your kind of stay</Trans>
      </h2>
      <ul className="category-list">
        {(data ?? []).map(({ units_count: stays, ...category }) => (
          <li key={category.slug}>
            <Link
              to="/$lang/listing"
              params={{ lang }}
              search={{ category: category.slug }}
              className="category-chip"
            >
              <CategoryIcon name={category.icon} />
              <span className="category-name">{category.name}</span>
              <span className="category-count">
                <Plural value={stays} one="# stay" other="# stays" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Cities with a photo each, the largest first, as links into the listing. */
export function Cities() {
  const lang = currentLocale();
  const { data } = useQuery(citiesQueryOptions(lang));
  const cities = [...(data ?? [])].sort((a, b) => b.units_count - a.units_count);
  return (
    <section className="home-section" aria-labelledby="home-cities">
      <h2 id="home-cities">
        <Trans>Popular cities</Trans>
      </h2>
      <ul className="city-grid">
        {cities.map(({ units_count: stays, ...city }) => (
          <li key={city.slug}>
            <Link to="/$lang/listing" params={{ lang }} search={{ city: city.slug }} className="city-card">
              <ResponsiveImage
                className="city-image"
                imageKey={city.image_key}
                alt=""
                sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
              />
              <span className="city-name">{city.name}</span>
              <span className="city-count">
                <Plural value={stays} one="# stay" other="# stays" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
