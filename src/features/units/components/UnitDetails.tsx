import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { CancellationPolicy } from '../../../../contract/units';
import { FavoriteButton } from '../../favorites';
import { DocumentHead, summarize } from '../../../components/layout/DocumentHead';
import { Island } from '../../../ssr/islands/Island';
import { useCurrency } from '../../../lib/use-currency';
import { currentLocale } from '../../../lib/i18n';
import { unitQueryOptions } from '../api/get-unit';
import { BookingBar } from './booking/BookingBar';
import { BookingPanel } from './booking/BookingPanel';
import { PhotoGrid } from './gallery/PhotoGrid';
import { ShareButton } from './share/ShareButton';
import { AskHostSlot } from './AskHostSlot';
import { UnitAreaMap } from './UnitAreaMap';
import { UnitPlace } from './UnitPlace';
import { UnitReviewsSlot } from './UnitReviewsSlot';

function usePolicyText(): (policy: CancellationPolicy) => string {
  const { t } = useLingui();
  const text: Record<CancellationPolicy, string> = {
    flexible: t`Flexible: free cancellation up to 24 hours before check-in.`,
    moderate: t`Moderate: free cancellation up to 5 days before check-in.`,
    strict: t`Strict: 50% refund up to 7 days before check-in.`,
  };
  return (policy) => text[policy];
}

/** The unit page's content: gallery, facts, description, amenities, rules and times, and booking. */
export function UnitDetails({ slug }: { slug: string }) {
  const lang = currentLocale();
  const currency = useCurrency();
  const { t } = useLingui();
  const policyText = usePolicyText();
  const { data: unit } = useSuspenseQuery(unitQueryOptions(slug, lang, currency));
  const guests = unit.guests;
  const bedrooms = unit.bedrooms;
  const bathrooms = unit.bathrooms;
  const checkIn = unit.check_in_time;
  const checkOut = unit.check_out_time;
  return (
    <article className="unit">
      <DocumentHead
        title={`${unit.title} · ${t({ id: 'brand.name', message: 'Sakan' })}`}
        description={summarize(unit.description)}
      />
      <div className="unit-title-row">
        <h1>{unit.title}</h1>
        <Island hydrate="near">
          <div className="unit-actions">
            <ShareButton title={unit.title} />
            {/* A saved unit's gallery photos are kept for offline reading. */}
            <FavoriteButton unitId={unit.id} title={unit.title} keepPhotosOf=".gallery" />
          </div>
        </Island>
      </div>
      <UnitPlace unit={unit} />
      <Island>
        <PhotoGrid title={unit.title} images={unit.images} />
      </Island>
      <div className="unit-layout">
        <div className="unit-main">
          <p className="unit-facts">
            <Plural value={guests} one="# guest" other="# guests" /> ·{' '}
            <Plural value={bedrooms} _0="Studio" one="# bedroom" other="# bedrooms" /> ·{' '}
            <Plural value={bathrooms} one="# bathroom" other="# bathrooms" />
          </p>
          <p>{unit.description}</p>
          <h2>
            <Trans>What this place offers</Trans>
          </h2>
          <ul className="amenities">
            {unit.amenities.map((a) => (
              <li key={a.id}>{a.name}</li>
            ))}
          </ul>
          <h2>
            <Trans>House rules</Trans>
          </h2>
          <p>{unit.house_rules}</p>
          <p>
            <Trans>
              Check-in from {checkIn} · Check-out by {checkOut}
            </Trans>
          </p>
          <h2>
            <Trans>Cancellation</Trans>
          </h2>
          <p>{policyText(unit.cancellation_policy)}</p>
          <Island hydrate="near">
            <AskHostSlot unitId={unit.id} title={unit.title} />
          </Island>
          <Island hydrate="near">
            <UnitAreaMap unit={unit} />
          </Island>
          <UnitReviewsSlot unit={unit} />
        </div>
        {/* Below the photos and text on a phone; a wide screen shows it at once, and hydrates it. */}
        <Island hydrate="near">
          <BookingPanel unit={unit} />
        </Island>
      </div>
      <Island>
        <BookingBar unit={unit} />
      </Island>
    </article>
  );
}
