import { sql, type SQL } from 'drizzle-orm';
import { COIN_VALUE_MINOR, VAT_RATE_BP } from '../../../contract/checkout-rules';
import * as s from '../../db/schema/index';
import { cityZoneSql } from '../reservations/zones';

/**
 * SQL pieces every host read shares (the stays list, the detail, the overview), so a stay lands in the
 * same tab and counts the same everywhere. Queries join reservations, units, cities and, left, the
 * refund row.
 */

const r = s.reservations;
const rf = s.reservationRefunds;

/** Today's date where the unit is: tabs and the dashboard turn over at the unit's midnight. */
export const unitTodaySql: SQL<string> = sql<string>`(now() at time zone ${cityZoneSql})::date`;

/**
 * A stay the host sees: paid (confirmed, completed) or cancelled after it was paid. Unpaid holds and
 * expired ones never reach the host.
 */
export const visibleSql: SQL = sql`(${r.status} in ('confirmed', 'completed') or (${r.status} = 'cancelled' and ${r.confirmedAt} is not null))`;

/** The tab a visible stay belongs to, by the unit's local date. */
export const tabSql: SQL<'upcoming' | 'in_house' | 'past' | 'cancelled'> = sql`(case
  when ${r.status} = 'cancelled' then 'cancelled'
  when ${r.status} = 'completed' or ${r.checkOut} <= ${unitTodaySql} then 'past'
  when ${r.checkIn} <= ${unitTodaySql} then 'in_house'
  else 'upcoming' end)`;

/** What the guest paid: the card charge plus the coins' worth (payout.ts). */
export const paidSql: SQL<number> = sql<number>`(${r.totalMinor} + ${r.coinsMinor})::bigint`;

/** What went back: the refunded card amount plus the refunded coins' worth. */
export const refundedSql: SQL<number> = sql<number>`(coalesce(${rf.amountMinor}, 0) + coalesce(${rf.coins}, 0) * ${COIN_VALUE_MINOR})::bigint`;

/** Half-up integer share, the house rounding (payout.ts `share`), on non-negative bigints. */
const share = (amount: SQL, numerator: SQL, denominator: SQL) =>
  sql`(case when ${denominator} = 0 then 0 else (${amount} * ${numerator} * 2 + ${denominator}) / (${denominator} * 2) end)`;

/**
 * payoutOf (payout.ts) in SQL, for sums over many stays in one statement. The overview's earnings
 * read it; a test holds it equal to payoutOf row by row through the list's payouts.
 */
export function payoutSql(): SQL<number> {
  const paid = paidSql;
  const kept = sql`greatest(0::bigint, ${paidSql} - ${refundedSql})`;
  const guestVat = sql`least(${kept}, ${share(sql`${r.vatMinor}::bigint`, kept, paid)})`;
  const price = sql`(${kept} - ${guestVat})`;
  const fee = share(price, sql`${r.hostFeeBp}::bigint`, sql`10000::bigint`);
  const vatOnFee = share(fee, sql`${VAT_RATE_BP}::bigint`, sql`10000::bigint`);
  return sql<number>`(${price} - ${fee} - ${vatOnFee})`;
}
