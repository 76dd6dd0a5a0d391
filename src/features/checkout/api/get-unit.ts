import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { schemaOf, unitsSchemas } from '../../../lib/schemas';
import { checkoutKeys } from './keys';

/** The unit being booked (title, photo, place), by its slug. */
export const getUnit = (slug: string) =>
  api(`/api/v1/units/show-by-slug/${encodeURIComponent(slug)}`, {
    schema: schemaOf(unitsSchemas, 'UnitResponse'),
  }).then(({ data }) => data.unit);

export const unitQueryOptions = (slug: string, locale: Locale) =>
  queryOptions({ queryKey: [...checkoutKeys.all, 'unit', slug, locale], queryFn: () => getUnit(slug) });
