import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

export const getMySubmissions = () =>
  api('/api/v1/hosting/submissions', {
    schema: schemaOf(hostingSchemas, 'MySubmissionsResponse'),
  }).then((r) => ({ items: r.data.items, isHost: r.data.is_host }));

/**
 * The caller's listing requests and whether they host. Personal and never kept on the device
 * (`persist: false`); a decision made by the operator shows on the next visit or focus.
 */
export const mySubmissionsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: hostingKeys.submissions(locale),
    queryFn: getMySubmissions,
    meta: { persist: false },
  });
