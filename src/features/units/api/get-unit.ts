import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { unitsKeys } from './keys';
import { unitsSchemas, schemaOf } from '../../../lib/schemas';

export const getUnitBySlug = (slug: string) =>
  api(`/api/v1/units/show-by-slug/${encodeURIComponent(slug)}`, {
    schema: schemaOf(unitsSchemas, 'UnitResponse'),
  }).then((r) => r.data.unit);

export const unitQueryOptions = (slug: string, locale: Locale, currency: string) =>
  queryOptions({
    queryKey: unitsKeys.detail(slug, locale, currency),
    queryFn: () => getUnitBySlug(slug),
    staleTime: 60_000,
  });
