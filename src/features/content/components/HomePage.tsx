import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { withCatalogues } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';

// Loaded after the first paint with the catalogues they speak from; the first screen is the heading
// and a placeholder of the search bar's exact size, so nothing shifts when they arrive.
const SearchBar = lazyPart(() =>
  withCatalogues(['units'], () => import('../../units/components/search/SearchBar')),
);
const HomeSections = lazyPart(() =>
  withCatalogues(['units', 'investment', 'favorites'], () => import('./home/HomeSections')),
);

/** For hydrating server markup, which shows both parts already (see the home route's loader). */
export const preloadHomeParts = () => Promise.all([SearchBar.preload(), HomeSections.preload()]);

/** The home page: an invitation to search, then featured stays, places, numbers and investing. */
export function HomePage() {
  const { t } = useLingui();
  const title = `${t({ id: 'page.home.title', message: 'Stays and investments across the Gulf' })} · ${t({ id: 'brand.name', message: 'Sakan' })}`;
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-title">
          <Trans id="page.home.title">Stays and investments across the Gulf</Trans>
        </h1>
        <p className="home-lead">
          <Trans id="page.home.lead">
            Book a home for your next trip, or own a share of one. In English and Arabic, on any device.
          </Trans>
        </p>
        <Suspense fallback={<div className="search-bar search-bar-placeholder" aria-hidden="true" />}>
          <SearchBar />
        </Suspense>
      </section>
      <Suspense fallback={<div className="home-sections-placeholder" aria-hidden="true" />}>
        <HomeSections title={title} />
      </Suspense>
    </div>
  );
}
