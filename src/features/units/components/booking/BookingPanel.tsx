import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import type { UnitDetail } from '../../../../../contract/units';
import { Link } from '../../../../components/ui/Link';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import { GuestPicker } from './GuestPicker';
import { PricePreview } from './PricePreview';
import { BOOKING_PANEL_ID, useBooking } from './use-booking';
import type { StaySearch } from '../../../../lib/stay-search';

const route = getRouteApi('/$lang/_default/units/$slug/');

/**
 * The unit page's booking card: dates, guests, the live price, and Reserve, which carries the stay to
 * the extras page. The stay lives in the URL, so it can be shared and the listing's dates arrive with it.
 */
export function BookingPanel({ unit }: { unit: UnitDetail }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const navigate = route.useNavigate();
  const noteId = useId();
  const { search, stay, guests, preview, canReserve, reserve } = useBooking(unit);
  // Each pick replaces the history entry and keeps the scroll: the back button leaves the page.
  const update = (next: StaySearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false });
  const price = formatMoney(unit.price_per_night, lang);

  return (
    <aside id={BOOKING_PANEL_ID} className="booking-card booking-panel" aria-label={t`Book your stay`}>
      <p className="booking-price">
        <Trans>
          <strong>{price}</strong> a night
        </Trans>
      </p>
      <AvailabilityCalendar
        unitId={unit.id}
        checkIn={search.check_in}
        checkOut={search.check_out}
        onChange={(check_in, check_out) => update({ check_in, check_out })}
      />
      <GuestPicker value={guests} max={unit.guests} onChange={(next) => update({ guests: next })} />
      <PricePreview query={preview} hasStay={Boolean(stay)} />
      <Link
        {...reserve}
        className="btn btn-primary btn-block"
        disabled={!canReserve}
        isDisabled={!canReserve}
        aria-describedby={canReserve ? undefined : noteId}
      >
        <Trans>Reserve</Trans>
      </Link>
      {!canReserve && (
        <p id={noteId} className="booking-note">
          {stay ? (
            <Trans>These dates can’t be booked. Please choose others.</Trans>
          ) : (
            <Trans>Choose your check-in and check-out dates to reserve.</Trans>
          )}
        </p>
      )}
    </aside>
  );
}
