import { queryOptions } from '@tanstack/react-query';
import type { PageBody } from '../../../../../contract/backoffice';
import type { InformativePageSlug } from '../../../../../contract/content-pages';
import { api } from '../../../../lib/api-client';
import { backofficeSchemas, schemaOf } from '../schemas';
import { contentAdminKeys } from './keys';
import { useConsoleWrite } from './write';

/** The console's informative pages: the list, one page, its versions, and the writes. */

const base = '/api/v1/backoffice/pages';
const pageAnswer = () => schemaOf(backofficeSchemas, 'AdminPageResponse');

export const pagesQueryOptions = () =>
  queryOptions({
    queryKey: contentAdminKeys.pages(),
    queryFn: () =>
      api(base, { schema: schemaOf(backofficeSchemas, 'AdminPagesResponse') }).then((r) => r.data.items),
    meta: { persist: false },
  });

export const pageQueryOptions = (slug: InformativePageSlug) =>
  queryOptions({
    queryKey: contentAdminKeys.page(slug),
    queryFn: () => api(`${base}/${slug}`, { schema: pageAnswer() }).then((r) => r.data.page),
    meta: { persist: false },
  });

export const pageVersionsQueryOptions = (slug: InformativePageSlug) =>
  queryOptions({
    queryKey: contentAdminKeys.pageVersions(slug),
    queryFn: () =>
      api(`${base}/${slug}/versions`, {
        schema: schemaOf(backofficeSchemas, 'ContentVersionsResponse'),
      }).then((r) => r.data.items),
    meta: { persist: false },
  });

export const pageVersionQueryOptions = (slug: InformativePageSlug, version: number) =>
  queryOptions({
    queryKey: contentAdminKeys.pageVersion(slug, version),
    queryFn: () =>
      api(`${base}/${slug}/versions/${version}`, {
        schema: schemaOf(backofficeSchemas, 'AdminPageVersionResponse'),
      }).then((r) => r.data.page),
    meta: { persist: false },
    // A saved version never changes.
    staleTime: Infinity,
  });

const stale = (slug: InformativePageSlug) => () => [
  contentAdminKeys.pages(),
  contentAdminKeys.page(slug),
  contentAdminKeys.pageVersions(slug),
];

export function useSavePage(slug: InformativePageSlug) {
  return useConsoleWrite(
    (body: PageBody) =>
      api(`${base}/${slug}`, { method: 'PUT', body, schema: pageAnswer() }).then((r) => r.data),
    { stale: stale(slug), guest: true },
  );
}

export function useRestorePage(slug: InformativePageSlug) {
  return useConsoleWrite(
    (version: number) =>
      api(`${base}/${slug}/versions/${version}/restore`, { method: 'POST', schema: pageAnswer() }).then(
        (r) => r.data,
      ),
    { stale: stale(slug), guest: true },
  );
}
