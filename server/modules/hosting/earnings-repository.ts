import { sql } from 'drizzle-orm';
import { COIN_VALUE_MINOR } from '../../../contract/checkout-rules';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { COUNTRY_ZONES, DEFAULT_ZONE } from '../reservations/zones';
import { PAYOUT_DELAY_HOURS } from './payout';

/** One stay of the statement as the database holds it: what was paid and refunded, in halalas. */
export type EarningsRow = {
  code: string;
  unit_title: string;
  check_in: string;
  check_out: string;
  /** The card charge plus the coins' worth (total_minor + coins_minor). */
  paid: number;
  /** The refund row's card amount plus its coins' worth; 0 without a refund. */
  refunded: number;
  guest_vat: number;
  fee_bp: number;
  due_at: string;
};

const zoneCase = sql.raw(
  `(case c.country_code ${Object.entries(COUNTRY_ZONES)
    .map(([code, zone]) => `when '${code}' then '${zone}'`)
    .join(' ')} else '${DEFAULT_ZONE}' end)`,
);

/**
 * The caller's statement lines, stays whose check-in falls in [from, to) (first days of months).
 * Ownership is in the query (`u.host_id = caller`): another host's stays are never read. A line is a
 * completed stay, or a cancelled one that was paid and kept money after its refund; a refund counts
 * whatever its status, since money owed back to the guest is never the host's.
 */
export async function findEarningsRows(
  db: Database,
  hostId: string,
  locale: Locale,
  from: string,
  to: string,
): Promise<EarningsRow[]> {
  const title = locale === 'ar' ? sql`u.title_ar` : sql`u.title_en`;
  const { rows } = await db.execute<EarningsRow>(sql`
    select r.code, ${title} as unit_title, r.check_in::text as check_in, r.check_out::text as check_out,
      (r.total_minor + r.coins_minor)::int as paid,
      coalesce(f.amount_minor + f.coins * ${COIN_VALUE_MINOR}::int, 0)::int as refunded,
      r.vat_minor as guest_vat, r.host_fee_bp as fee_bp,
      to_json(((r.check_in + u.check_in_time::time) at time zone ${zoneCase})
        + make_interval(hours => ${PAYOUT_DELAY_HOURS}::int)) #>> '{}' as due_at
    from reservations r
    join units u on u.id = r.unit_id
    join cities c on c.id = u.city_id
    left join reservation_refunds f on f.reservation_id = r.id
    where u.host_id = ${hostId}::uuid
      and r.check_in >= ${from}::date and r.check_in < ${to}::date
      and (r.status = 'completed'
        or (r.status = 'cancelled' and r.confirmed_at is not null
          and r.total_minor + r.coins_minor > coalesce(f.amount_minor + f.coins * ${COIN_VALUE_MINOR}::int, 0)))
    order by r.check_in, r.code`);
  return rows;
}
