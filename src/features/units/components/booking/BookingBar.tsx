import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UnitDetail } from '../../../../../contract/units';
import { Button } from '../../../../components/ui/Button';
import { Link } from '../../../../components/ui/Link';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';
import { BOOKING_PANEL_ID, useBooking } from './use-booking';

/** Takes the visitor to the booking card's dates, which say what Reserve needs, and focuses them. */
function goToDates() {
  const panel = document.getElementById(BOOKING_PANEL_ID);
  panel?.scrollIntoView({ block: 'start' });
  panel?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"], button')?.focus({ preventScroll: true });
}

/**
 * On a phone the booking card is far below the photos and text, so a bar stays at the bottom of the
 * screen (CSS hides it where the card sits beside the text): the stay's total once dates are chosen
 * and priced, the nightly price before, and Reserve. With a stay that can be booked, Reserve goes
 * where the card's Reserve goes; without one, it brings the card's dates into view.
 */
export function BookingBar({ unit }: { unit: UnitDetail }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const { stay, fresh, canReserve, reserve } = useBooking(unit);
  const nights = stay?.nights ?? 0;
  const total = fresh?.available ? formatMoney(fresh.total, lang) : null;
  const price = formatMoney(unit.price_per_night, lang);
  return (
    <section className="booking-bar" aria-label={t`Reserve this stay`}>
      <p className="booking-bar-price">
        {total ? (
          <>
            <strong>{total}</strong>{' '}
            <Plural value={nights} one="total for # night" other="total for # nights" />
          </>
        ) : (
          <Trans>
            <strong>{price}</strong> a night
          </Trans>
        )}
      </p>
      {canReserve ? (
        <Link {...reserve} className="btn btn-primary">
          <Trans>Reserve</Trans>
        </Link>
      ) : (
        <Button onPress={goToDates}>
          <Trans>Reserve</Trans>
        </Button>
      )}
    </section>
  );
}
