import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetaPage } from '../../../../contract/content';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { contentKeys } from './keys';
import { contentSchemas, schemaOf } from '../../../lib/schemas';

/** The meta endpoints: units and investment have their own paths (spec: API calls), every other page a query. */
const metaPath = (page: MetaPage) =>
  page === 'units' || page === 'investment' ? `/api/v1/meta/${page}` : `/api/v1/meta?page=${page}`;

export const pageMetaQueryOptions = (page: MetaPage, locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.meta(page, locale),
    queryFn: () =>
      api(metaPath(page), { schema: schemaOf(contentSchemas, 'PageMetaResponse') }).then((r) => r.data.meta),
    staleTime: 60 * 60_000,
  });

/**
 * A page's search title and description, once loaded; pages show their own heading meanwhile. A page
 * without a meta entry gets nothing: its disabled query still reads the home entry's key, and would
 * hand back the home page's title from the cache once home had been visited.
 */
export function usePageMeta(page: MetaPage | undefined) {
  const locale = currentLocale();
  const { data } = useQuery({ ...pageMetaQueryOptions(page ?? 'home', locale), enabled: page !== undefined });
  return page === undefined ? undefined : data;
}
