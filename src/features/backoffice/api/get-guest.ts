import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { guestKeys } from './guest-keys';
import { backofficeSchemas, schemaOf } from './schemas';

/** One account: its profile, stays and both ledgers (the newest of each). */
export const guestQueryOptions = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: guestKeys.detail(locale, id),
    queryFn: () =>
      api(`/api/v1/backoffice/guests/${encodeURIComponent(id)}`, {
        schema: schemaOf(backofficeSchemas, 'GuestDetailResponse'),
      }).then((r) => r.data.guest),
    meta: { persist: false },
  });
