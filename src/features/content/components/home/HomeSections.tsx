import { Trans } from '@lingui/react/macro';
import { FeaturedCarousel } from '../../../units';
import { InvestmentTeaser } from '../../../investment';
import { DocumentHead } from '../../../../components/layout/DocumentHead';
import { Island } from '../../../../ssr/islands/Island';
import { useAfterPaint } from '../../../../lib/use-after-paint';
import { serverRendered } from '#page-environment';
import { usePageMeta } from '../../api/get-meta';
import { Counters } from './Counters';
import { Categories, Cities } from './Places';

/**
 * Everything below the search bar, loaded after the first paint: the carousel, photos and counters
 * are what a visitor scrolls to, not what the first screen waits for.
 */
/** `title` is the page's own, for the head until the search meta arrives. */
export default function HomeSections({ title }: { title: string }) {
  const meta = usePageMeta('home');
  // The sections further down render in a later task, so neither render blocks input for long. A
  // server-rendered page has them in its markup already, each an island that hydrates when reached.
  const later = useAfterPaint(serverRendered());
  return (
    <>
      {/* Here rather than in HomePage, so the first screen's code stays within its budget. */}
      <DocumentHead title={meta?.title ?? title} description={meta?.description} />
      {/* Not a landmark itself: the carousel inside is the region, named like the heading. */}
      <Island hydrate="near">
        <div className="home-section">
          <h2 id="home-featured" className="featured-heading">
            <Trans>Featured stays</Trans>
          </h2>
          <FeaturedCarousel />
        </div>
      </Island>
      {later && (
        <>
          <Island hydrate="near">
            <Categories />
          </Island>
          <Island hydrate="near">
            <Cities />
          </Island>
          <Island hydrate="near">
            <Counters />
          </Island>
          <Island hydrate="near">
            <InvestmentTeaser />
          </Island>
        </>
      )}
    </>
  );
}
