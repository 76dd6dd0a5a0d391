import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { unitsKeys } from './keys';
import { unitsSchemas, schemaOf } from '../../../lib/schemas';

export const getUnitExtras = (unitId: number) =>
  api(`/api/v1/units/${unitId}/extras`, { schema: schemaOf(unitsSchemas, 'UnitExtrasResponse') }).then(
    (r) => r.data.items,
  );

export const unitExtrasQueryOptions = (unitId: number, locale: Locale, currency: string) =>
  queryOptions({
    queryKey: unitsKeys.extras(unitId, locale, currency),
    queryFn: () => getUnitExtras(unitId),
    staleTime: 60_000,
  });
