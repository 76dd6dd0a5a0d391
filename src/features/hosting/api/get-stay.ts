import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/** One stay of the host's, with its amounts, payout and (from 48 hours before) the guest's contact. */
export const stayQueryOptions = (locale: Locale, code: string) =>
  queryOptions({
    queryKey: hostingKeys.stay(locale, code),
    queryFn: () =>
      api(`/api/v1/hosting/reservations/${encodeURIComponent(code)}`, {
        schema: schemaOf(hostingSchemas, 'HostStayResponse'),
      }).then((r) => r.data.stay),
    staleTime: 30_000,
    meta: { persist: false },
  });
