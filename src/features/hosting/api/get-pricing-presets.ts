import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/**
 * Ramadan and the two Eids starting in a Gregorian year, from the Umm al-Qura calendar. The dates of
 * a year never change, so the answer is kept for the page's life.
 */
export const pricingPresetsQueryOptions = (locale: Locale, unitId: number, year: number) =>
  queryOptions({
    queryKey: hostingKeys.pricingPresets(locale, unitId, year),
    queryFn: () =>
      api(`/api/v1/hosting/units/${unitId}/pricing/presets`, {
        query: { year },
        schema: schemaOf(hostingSchemas, 'PresetsResponse'),
      }).then((r) => r.data.items),
    staleTime: Infinity,
    meta: { persist: false },
  });
