import { VAT_RATE_BP } from '../../../contract/checkout';
import { MONTHLY_NIGHTS, WEEKLY_NIGHTS } from '../../../contract/units-nights';
import type { Locale } from '../../../contract/common';
import { rateFraction, type Rate } from '../../lib/money';
import { positionSql } from './approximate';

/**
 * A unit card (contract/units.ts UnitCard) built as JSON by PostgreSQL, for the two hot reads (the
 * search and the unit page): the answer then goes to the client as the text PostgreSQL wrote, with no
 * row parsing, object building or response validation in node, which were most of node's CPU per
 * request. The columns come from `u` (units), `c` (cities) and `g` (categories). cardColumns and
 * service.toCard build the same card for the colder lists (featured, wishlist); a test holds the two
 * to the same output.
 */

/** The rate as numbers for SQL, in the exact integer form of money.convertFromSar. */
export function rateParams(rate: Rate): { p: string; q: string; code: string } {
  const { p, q } = rateFraction(rate);
  return { p: p.toString(), q: q.toString(), code: rate.code };
}

/**
 * Money from SAR halalas, rounded half up exactly like convertFromSar: (h·p·2 + q) div (2q). `rate`
 * names the parameters holding rateParams' p, q and code.
 */
export function moneySql(halalas: string, rate: { p: string; q: string; code: string }): string {
  return `json_build_object('amount_minor', ${convertSql(halalas, rate)}, 'currency', ${rate.code}::text)`;
}

/** The converted amount alone (numeric, whole minor units). */
const convertSql = (halalas: string, rate: { p: string; q: string }) =>
  `div(${halalas}::numeric * ${rate.p}::numeric * 2 + ${rate.q}::numeric, ${rate.q}::numeric * 2)`;

/**
 * A dated card's `stay`: the nights and the stay's total as checkout prices it (each night under the
 * pricing rules of checkout/pricing-rules.ts in their order, the cleaning fee, VAT half up on the lot;
 * no extras, promo or coins), in the shown currency as pricing.totalIn sums it: each night converted,
 * then added. It runs only for the page's cards (a dozen or so), never per match: one row per night,
 * each a probe of unit_price_overrides' key (unit_id, day) and of unit_seasons (unit_id, first_night),
 * plus one of unit_pricing's key and country_rules' key per card. The rules' SQL twin of the engine:
 * card-stay-total.test.ts holds the two to the same total for random rules and stays. `u` is units,
 * `c` cities; `from`, `to`, `nights` and `today` (the booking day, UTC) name parameters.
 */
export function stayTotalSql(
  stay: { from: string; to: string; nights: string; today: string },
  rate: { p: string; q: string; code: string },
): string {
  const half = (price: string, percent: string) => `div(${price}::numeric * (100 + ${percent}) * 2 + 100, 200)`;
  const lead = `(${stay.from}::date - ${stay.today}::date)`;
  // Steps 5 and 6 (contract/units-nights.ts PRICE_RULES): monthly over weekly; early-bird over last-minute.
  const stayPct = `case when ${stay.nights}::int >= ${MONTHLY_NIGHTS} and r.monthly_percent > 0 then r.monthly_percent
      when ${stay.nights}::int >= ${WEEKLY_NIGHTS} and r.weekly_percent > 0 then r.weekly_percent else 0 end`;
  const timePct = `case when r.early_bird_percent > 0 and r.early_bird_days > 0 and ${lead} >= r.early_bird_days then r.early_bird_percent
      when r.last_minute_percent > 0 and ${lead} <= r.last_minute_days then r.last_minute_percent else 0 end`;
  const vat = `div((t.nights_sar + u.cleaning_fee_minor)::numeric * ${VAT_RATE_BP * 2} + 10000, 20000)`;
  const total = `t.nights_shown + ${convertSql('u.cleaning_fee_minor', rate)} + ${convertSql(vat, rate)}`;
  return `(select json_build_object('nights', ${stay.nights}::int, 'total', json_build_object('amount_minor', ${total}, 'currency', ${rate.code}::text))
    from (select coalesce(sum(n.p), 0) as nights_sar, coalesce(sum(${convertSql('n.p', rate)}), 0) as nights_shown
      from (select ${half(half('b.p3', `-(${stayPct})`), `-(${timePct})`)} as p
        from (select p.weekend_price_minor, coalesce(p.weekly_percent, 0) as weekly_percent,
            coalesce(p.monthly_percent, 0) as monthly_percent, coalesce(p.early_bird_percent, 0) as early_bird_percent,
            coalesce(p.early_bird_days, 0) as early_bird_days, coalesce(p.last_minute_percent, 0) as last_minute_percent,
            coalesce(p.last_minute_days, 0) as last_minute_days,
            coalesce((select cr.weekend_nights from country_rules cr where cr.country_code = c.country_code), '{5,6}') as wk
          from (select 1) one left join unit_pricing p on p.unit_id = u.id) r
        cross join generate_series(${stay.from}::date, ${stay.to}::date - 1, interval '1 day') g(d)
        left join unit_price_overrides o on o.unit_id = u.id and o.day = g.d::date
        left join unit_seasons s on s.unit_id = u.id and s.first_night <= g.d::date and s.last_night >= g.d::date
        cross join lateral (select case when r.weekend_price_minor is not null and extract(isodow from g.d)::int = any(r.wk)
            then r.weekend_price_minor else u.base_price_minor end as p1) a
        cross join lateral (select coalesce(o.price_minor, s.price_minor,
            case when s.percent is not null then ${half('a.p1', 's.percent')} else a.p1 end) as p3) b) n) t)`;
}

/** `name_en` or `name_ar`: one language per answer. */
export const lang = (column: string, locale: Locale) => `${column}_${locale === 'ar' ? 'ar' : 'en'}`;

/** The card's fields as json_build_object arguments, without `cover` (the callers differ there). */
export function cardFieldsSql(locale: Locale, rate: { p: string; q: string; code: string }): string {
  return [
    `'id', u.id, 'slug', u.slug, 'title', u.${lang('title', locale)}`,
    `'city', json_build_object('id', c.id, 'slug', c.slug, 'name', c.${lang('name', locale)})`,
    `'category', json_build_object('id', g.id, 'slug', g.slug, 'name', g.${lang('name', locale)})`,
    `'area', u.${lang('area', locale)}, 'guests', u.guests, 'bedrooms', u.bedrooms, 'beds', u.beds, 'bathrooms', u.bathrooms`,
    `'price_per_night', ${moneySql('u.base_price_minor', rate)}`,
    // float8, so 4.5 reads 4.5 and not numeric's 4.50, as JSON.stringify writes it.
    `'rating', json_build_object('average', u.rating_average::float8, 'count', u.rating_count)`,
    `'position', ${positionSql('u')}`,
  ].join(', ');
}

/** The first photo, or null: one probe of unit_images (unit_id, position). */
export const coverSql = (locale: Locale) =>
  `(select json_build_object('key', i.key, 'alt', i.${lang('alt', locale)}) from unit_images i where i.unit_id = u.id order by i.position limit 1)`;
