import type { Locale } from '../../../contract/common';
import type { HostOverview } from '../../../contract/hosting-stays';
import type { Database } from '../../db/client';
import { convertFromSar, type Rate } from '../../lib/money';
import { DEFAULT_ZONE } from '../reservations/zones';
import * as repository from './overview-repository';
import { firstName } from './stays-view';

const sar = (amount: number) => ({ amount_minor: amount, currency: 'SAR' as const });

/** Today's date in the zone most units are in; each unit's own lists still turn at its own midnight. */
function todayIn(zone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The host's dashboard. Earnings are in SAR, plus the `currency` header's conversion (through the same
 * rate and rounding as every price: lib/money.ts) when another currency is asked for.
 */
export async function getOverview(
  db: Database,
  locale: Locale,
  hostId: string,
  rate: Rate,
  now = new Date(),
): Promise<HostOverview> {
  const brief = async (kind: repository.BriefKind) =>
    (await repository.findBriefs(db, locale, hostId, kind)).map((row) => ({
      code: row.code,
      unit_title: row.unitTitle,
      guest_first_name: firstName(row.guestName),
      guests: row.guests,
      check_in: row.checkIn,
      check_out: row.checkOut,
    }));
  const [arrivals, departures, inHouse, next, month, counts] = await Promise.all([
    brief('arrivals'),
    brief('departures'),
    brief('in_house'),
    brief('next_30_days'),
    repository.monthFigures(db, hostId),
    repository.unitAndCancelCounts(db, hostId),
  ]);
  const today = todayIn(DEFAULT_ZONE, now);
  return {
    today,
    arrivals,
    departures,
    in_house: inHouse,
    next_30_days: next,
    month: {
      month: today.slice(0, 7),
      occupancy_bp: month.available > 0 ? Math.round((month.booked * 10_000) / month.available) : 0,
      nights_booked: month.booked,
      nights_available: month.available,
      earnings: sar(month.earnings),
      earnings_approx: rate.code === 'SAR' ? null : convertFromSar(month.earnings, rate),
    },
    units: { total: counts.total, published: counts.published, needs_attention: counts.attention },
    host_cancellations: counts.hostCancellations,
  };
}
