import type { Locale } from '../../../contract/common';
import type { Rate } from '../../lib/money';
import { areaFieldsSql } from './approximate';
import { cardFieldsSql, lang, moneySql, rateParams } from './card-json';
import { publishedSql } from './published';
import type { Statement } from './search-statement';

/**
 * The unit page (contract/units.ts UnitDetail) of a published unit as one statement that returns the JSON itself: the unit,
 * its city and category, its photos and amenities as arrays (each an index probe on the unit's id).
 * The text depends only on the language and the key, so it is a named prepared statement: each pooled
 * connection parses it once, and PostgreSQL reuses one plan. Re-exported by repository.ts.
 */
export function detailStatement(
  locale: Locale,
  by: { id: number } | { slug: string },
  rate: Rate,
): Statement {
  const money = rateParams(rate);
  const values: unknown[] = ['id' in by ? by.id : by.slug, money.p, money.q, money.code];
  const refs = { p: '$2', q: '$3', code: '$4' };
  const text = `select json_build_object(${cardFieldsSql(locale, refs)},
  'cover', im.list -> 0,
  'description', u.${lang('description', locale)}, 'house_rules', u.${lang('house_rules', locale)},
  'images', coalesce(im.list, '[]'), 'amenities', coalesce(am.list, '[]'),
  'check_in_time', u.check_in_time, 'check_out_time', u.check_out_time,
  'cancellation_policy', u.cancellation_policy,
  'location', json_build_object(${areaFieldsSql('u')}, 'area', u.${lang('area', locale)}),
  'cleaning_fee', ${moneySql('u.cleaning_fee_minor', refs)})::text as unit
from units u join cities c on c.id = u.city_id join categories g on g.id = u.category_id
left join lateral (select json_agg(json_build_object('key', i.key, 'alt', i.${lang('alt', locale)}) order by i.position) as list
  from unit_images i where i.unit_id = u.id) im on true
left join lateral (select json_agg(json_build_object('id', a.id, 'slug', a.slug, 'name', a.${lang('name', locale)}, 'icon', a.icon) order by a.position) as list
  from unit_amenities ua join amenities a on a.id = ua.amenity_id where ua.unit_id = u.id) am on true
where ${'id' in by ? 'u.id = $1::int' : 'u.slug = $1::text'} and ${publishedSql('u')}`;
  return { name: `unit_detail ${'id' in by ? 'id' : 'slug'} ${locale}`, text, values };
}
