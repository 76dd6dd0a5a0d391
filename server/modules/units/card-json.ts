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
  return `json_build_object('amount_minor', div(${halalas}::numeric * ${rate.p}::numeric * 2 + ${rate.q}::numeric, ${rate.q}::numeric * 2), 'currency', ${rate.code}::text)`;
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
