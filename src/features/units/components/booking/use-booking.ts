import { getRouteApi } from '@tanstack/react-router';
import type { UnitDetail } from '../../../../../contract/units';
import { currentLocale } from '../../../../lib/i18n';
import { usePricePreview } from '../../api/check-availability';
import { guestsFor, readStay } from './stay';

const route = getRouteApi('/$lang/_default/units/$slug/');

/** The id of the booking card, which the mobile bar brings into view when there is no stay to reserve yet. */
export const BOOKING_PANEL_ID = 'book';

/**
 * The stay the URL describes, its live price and whether it may be reserved: one reading shared by the
 * booking card and the mobile bar (same query, so one request), so both show and do the same thing.
 */
export function useBooking(unit: UnitDetail) {
  const lang = currentLocale();
  const search = route.useSearch();
  const stay = readStay(search);
  const guests = guestsFor(search, unit.guests);
  const preview = usePricePreview(
    stay ? { unit_id: unit.id, check_in: stay.check_in, check_out: stay.check_out, guests } : null,
  );
  // A placeholder answer belongs to the previous pick, so it neither blocks nor allows Reserve.
  const fresh = preview.data && !preview.isPlaceholderData ? preview.data : undefined;
  const refused = Boolean(stay && fresh && !fresh.available);
  const canReserve = Boolean(stay) && !refused;
  /** Where Reserve goes: the extras step, carrying the stay. */
  const reserve = {
    to: '/$lang/units/$slug/extras',
    params: { lang, slug: unit.slug },
    search: stay ? { check_in: stay.check_in, check_out: stay.check_out, guests } : {},
  } as const;
  return { search, stay, guests, preview, fresh, canReserve, reserve };
}
