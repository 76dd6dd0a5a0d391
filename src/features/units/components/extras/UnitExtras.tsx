import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Link } from '../../../../components/ui/Link';
import { currentLocale } from '../../../../lib/i18n';
import { useCurrency } from '../../../../lib/use-currency';
import { usePricePreview } from '../../api/check-availability';
import { unitExtrasQueryOptions } from '../../api/get-extras';
import { unitQueryOptions } from '../../api/get-unit';
import { PricePreview } from '../booking/PricePreview';
import { guestsFor, readStay } from '../booking/stay';
import { extrasParam, parseExtraIds } from '../../../../lib/stay-search';
import { ContinueLink } from './ContinueLink';
import { ExtrasChoice } from './ExtrasChoice';
import { StaySummary } from './StaySummary';

const route = getRouteApi('/$lang/_default/units/$slug/extras');

/**
 * The extras step: the stay from the URL, the unit's extras to tick, and the itemised total, which the
 * server re-prices with the chosen extras on every change.
 */
export function UnitExtras({ slug }: { slug: string }) {
  const lang = currentLocale();
  const currency = useCurrency();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: unit } = useSuspenseQuery(unitQueryOptions(slug, lang, currency));
  const { data: extras } = useSuspenseQuery(unitExtrasQueryOptions(unit.id, lang, currency));
  const stay = readStay(search);
  const guests = guestsFor(search, unit.guests);
  // Ids that are not this unit's (an old link) are left out rather than sent: the server would refuse them.
  const chosen = parseExtraIds(search.extras).filter((id) => extras.some((extra) => extra.id === id));
  const preview = usePricePreview(
    stay
      ? { unit_id: unit.id, check_in: stay.check_in, check_out: stay.check_out, guests, extras: chosen }
      : null,
  );

  if (!stay) {
    return (
      <div className="empty-state" role="alert">
        <p>
          <Trans>Your dates are missing or no longer valid. Choose them on the unit’s page first.</Trans>
        </p>
        <Link
          to="/$lang/units/$slug"
          params={{ lang, slug }}
          search={search.guests ? { guests: search.guests } : {}}
          className="btn btn-primary"
        >
          <Trans>Choose dates</Trans>
        </Link>
      </div>
    );
  }
  const refused = preview.data && !preview.isPlaceholderData && !preview.data.available;
  return (
    <div className="unit-layout">
      <div className="unit-main">
        <StaySummary unit={unit} stay={stay} guests={guests} />
        <ExtrasChoice
          extras={extras}
          chosen={chosen}
          onChange={(ids) =>
            void navigate({
              search: (prev) => ({ ...prev, extras: extrasParam(ids) }),
              replace: true,
              resetScroll: false,
            })
          }
        />
      </div>
      <aside className="booking-card booking-panel">
        <PricePreview query={preview} hasStay />
        <ContinueLink slug={slug} isDisabled={Boolean(refused)} />
      </aside>
    </div>
  );
}
