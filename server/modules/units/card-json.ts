import { VAT_RATE_BP } from '../../../contract/checkout';
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
 * then added. It runs only for the page's cards (a dozen or so), never per match. The rules' SQL twin
 * of the engine is unit_night_prices: card-rules-total.test.ts holds the card to the quote for random
 * rules and stays. `u` is units; `from`, `to`, `nights` and `today` (the booking day, UTC) name
 * parameters.
 */
export function stayTotalSql(
  stay: { from: string; to: string; nights: string; today: string },
  rate: { p: string; q: string; code: string },
): string {
  const vat = `div((t.nights_sar + u.cleaning_fee_minor)::numeric * ${VAT_RATE_BP * 2} + 10000, 20000)`;
  const total = `t.nights_shown + ${convertSql('u.cleaning_fee_minor', rate)} + ${convertSql(vat, rate)}`;
  // Most units have no rules beyond their base price and night prices, and no unit_pricing row (a
  // season adds one: migration 0019): one probe of its key, and the card keeps the plain sum (base
  // nights counted, night prices from one range probe). A unit with rules has its nights priced by
  // unit_night_prices, a function so this statement, planned on every request, stays small to plan.
  const plain = `(select (${stay.nights}::int - count(*)) * u.base_price_minor + coalesce(sum(o.price_minor), 0) as nights_sar,
        (${stay.nights}::int - count(*)) * ${convertSql('u.base_price_minor', rate)} + coalesce(sum(${convertSql('o.price_minor', rate)}), 0) as nights_shown
      from unit_price_overrides o where o.unit_id = u.id and o.day >= ${stay.from}::date and o.day < ${stay.to}::date)`;
  const ruled = `(select sum(n) as nights_sar, sum(${convertSql('n', rate)}) as nights_shown
      from unnest(case when exists (select 1 from unit_pricing p where p.unit_id = u.id)
        then unit_night_prices(u.id, ${stay.from}::date, ${stay.to}::date, ${stay.today}::date) end) n)`;
  return `(select json_build_object('nights', ${stay.nights}::int, 'total', json_build_object('amount_minor', ${total}, 'currency', ${rate.code}::text))
    from (select coalesce(r.nights_sar, x.nights_sar) as nights_sar, coalesce(r.nights_shown, x.nights_shown) as nights_shown
      from ${ruled} r, ${plain} x) t)`;
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
