import { sql } from 'drizzle-orm';
import type { CurrencyCode } from '../../../contract/common';
import type { Database } from '../../db/client';
import { addDays } from '../../lib/days';
import type { Rate } from '../../lib/money';
import { runPrepared } from '../../db/prepared';
import { liveStay } from '../units/repository';
import type { Season } from './pricing-rules';
import { checkInMinimumsSql, prepConflictSql, seasonsSql, unitTermsSql, type UnitTerms } from './rules-sql';

/**
 * Everything a quote is made of, in one round trip: the unit's terms and pricing rules, its calendar over the stay
 * (price overrides, blocked nights, nights live reservations take), the extras asked for, the guest's
 * coin balance and whether their profile is complete; and how many holds on these nights ran out
 * without being ended yet (checkout ends those first, in a transaction that gives back what they took).
 * One statement instead of seven: a checkout is mostly waiting on the database, so its round trips
 * are its latency. The rate of the currency the guest browses in comes in the same read, for the
 * approximate shown beside the SAR charge. Only a published unit comes back (`unit` is null for a
 * draft, one in review or a paused one), so a quote or a hold on it answers 404 like its page.
 */
export interface QuoteInputs {
  ready: boolean;
  /** The unit's terms and pricing rules (rules-sql.ts); null when there is no such unit. */
  unit: UnitTerms | null;
  seasons: Season[];
  overrides: Map<string, number>;
  /** The check-in night's own minimum stay, if the host set one (pricing-rules.ts, stayLimits). */
  checkInMinNights: Map<string, number>;
  /** A live stay ends or starts within the unit's preparation nights of this one. */
  prepConflict: boolean;
  blocked: Set<string>;
  taken: Set<string>;
  extras: {
    id: number;
    nameEn: string;
    nameAr: string;
    pricing: 'per_night' | 'per_stay';
    priceMinor: number;
  }[];
  balance: number;
  staleHolds: number;
  /** The shown currency's rate; null for SAR, or a code the currencies table lacks. */
  shown: Rate | null;
}

interface Row {
  ready: boolean | null;
  unit: QuoteInputs['unit'];
  seasons: Season[];
  overrides: [string, number][];
  minimums: [string, number][];
  prep: boolean;
  blocked: string[];
  taken: string[];
  extras: QuoteInputs['extras'];
  balance: number | null;
  stale: number;
  shown: Rate | null;
}

export async function findQuoteInputs(
  db: Database,
  input: {
    unitId: number;
    /** Null for a preview without an account (the unit page): no profile or coins to read. */
    userId: string | null;
    from: string;
    to: string;
    extras: number[];
    currency?: CurrencyCode;
  },
): Promise<QuoteInputs> {
  const { unitId, userId, from, to } = input;
  const range = sql`daterange(${from}::date, ${to}::date)`;
  const [row] = await runPrepared<Row>(
    db,
    'checkout_quote_inputs',
    sql`
    select
      (select account_ready from users where id = ${userId}::uuid) as ready,
      ${unitTermsSql(unitId)} as unit,
      ${seasonsSql(unitId, from, to)} as seasons,
      ${prepConflictSql(unitId, from, to, liveStay('r'))} as prep,
      ${checkInMinimumsSql(unitId, from, addDays(from, 1))} as minimums,
      (select coalesce(json_agg(json_build_array(to_char(o.day, 'YYYY-MM-DD'), o.price_minor)), '[]')
       from unit_price_overrides o
       where o.unit_id = ${unitId}::int and o.day >= ${from}::date and o.day < ${to}::date) as overrides,
      (select coalesce(json_agg(to_char(b.day, 'YYYY-MM-DD')), '[]')
       from unit_blocked_days b
       where b.unit_id = ${unitId}::int and b.day >= ${from}::date and b.day < ${to}::date) as blocked,
      (select coalesce(json_agg(t.day), '[]') from (
         select to_char(d, 'YYYY-MM-DD') as day
         from reservations r,
              generate_series(greatest(r.check_in, ${from}::date), least(r.check_out, ${to}::date) - 1, interval '1 day') d
         where r.unit_id = ${unitId}::int and r.stay && ${range} and ${liveStay('r')}
         -- Nights an imported calendar says are sold elsewhere (modules/hosting/ical-*.ts).
         union all
         select to_char(n.day, 'YYYY-MM-DD') from unit_imported_nights n
         where n.unit_id = ${unitId}::int and n.day >= ${from}::date and n.day < ${to}::date) t) as taken,
      (select count(*)::int from reservations r
       where r.unit_id = ${unitId}::int and r.stay && ${range}
         and r.status = 'pending_payment' and r.hold_expires_at <= now()) as stale,
      (select coalesce(json_agg(json_build_object('id', e.id, 'nameEn', e.name_en, 'nameAr', e.name_ar,
         'pricing', e.pricing, 'priceMinor', e.price_minor) order by e.position, e.id), '[]')
       from unit_extras e where e.unit_id = ${unitId}::int and e.id = any(${sql.param(input.extras)}::int[])) as extras,
      (select c.balance_after from coin_entries c where c.user_id = ${userId}::uuid order by c.id desc limit 1) as balance,
      (select json_build_object('code', r.code, 'rateMicros', r.rate_micros, 'exponent', r.exponent)
       from currencies r where r.code = ${input.currency ?? 'SAR'}::text and r.code <> 'SAR') as shown`,
  );
  return {
    ready: row?.ready === true,
    unit: row?.unit ?? null,
    seasons: row?.seasons ?? [],
    prepConflict: row?.prep === true,
    overrides: new Map(row?.overrides ?? []),
    checkInMinNights: new Map(row?.minimums ?? []),
    blocked: new Set(row?.blocked ?? []),
    taken: new Set(row?.taken ?? []),
    extras: row?.extras ?? [],
    balance: row?.balance ?? 0,
    staleHolds: row?.stale ?? 0,
    shown: row?.shown ?? null,
  };
}
