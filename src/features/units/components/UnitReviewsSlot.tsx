import { Plural, Trans } from '@lingui/react/macro';
import { Suspense, useRef } from 'react';
import type { UnitDetail } from '../../../../contract/units';
import { currentLocale, withCatalogues } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { formatNumber } from '../../../lib/numbers';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useNearViewport } from '../../../lib/use-near-viewport';

// The reviews' code, strings and API call load only when the section nears the viewport: the unit
// page's start (and its publicly cached, server-rendered answer) carries none of it.
const UnitReviews = lazyPart(() =>
  withCatalogues(['reviews'], () => import('../../reviews/components/UnitReviews')),
);

/** The unit page's reviews: the average and count come with the unit; the rest loads near the viewport. */
export function UnitReviewsSlot({ unit }: { unit: UnitDetail }) {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const ready = useAfterPaint() && near;
  const lang = currentLocale();
  const count = unit.rating.count;
  const average = formatNumber(unit.rating.average, lang, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  });
  const placeholder = <div className="unit-reviews-placeholder" />;
  return (
    <section className="unit-reviews" aria-labelledby="unit-reviews-heading" ref={section}>
      <h2 id="unit-reviews-heading">
        <Trans>Guest reviews</Trans>
      </h2>
      {count > 0 && (
        <p className="unit-reviews-average">
          <span className="unit-reviews-score">★ {average}</span>{' '}
          <Plural value={count} one="# review" other="# reviews" />
        </p>
      )}
      {ready ? (
        <Suspense fallback={placeholder}>
          <UnitReviews unitId={unit.id} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
