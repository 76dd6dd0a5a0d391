import { queryOptions } from '@tanstack/react-query';
import type { FaqBody, FaqOrderBody } from '../../../../../contract/backoffice';
import { api } from '../../../../lib/api-client';
import { backofficeSchemas, schemaOf } from '../schemas';
import { contentAdminKeys } from './keys';
import { onceKey, useConsoleWrite } from './write';

/** The console's FAQ: every question in both languages, its versions, and the writes. */

const faqAnswer = () => schemaOf(backofficeSchemas, 'AdminFaqResponse');

export const faqsQueryOptions = () =>
  queryOptions({
    queryKey: contentAdminKeys.faqs(),
    queryFn: () =>
      api('/api/v1/backoffice/faqs', { schema: schemaOf(backofficeSchemas, 'AdminFaqsResponse') }).then(
        (r) => r.data.items,
      ),
    meta: { persist: false },
  });

export const faqVersionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contentAdminKeys.faqVersions(id),
    queryFn: () =>
      api(`/api/v1/backoffice/faqs/${id}/versions`, {
        schema: schemaOf(backofficeSchemas, 'ContentVersionsResponse'),
      }).then((r) => r.data.items),
    meta: { persist: false },
  });

/** Adds a question (no id) or saves one on top of the version the editor opened. */
export function useSaveFaq() {
  return useConsoleWrite(
    ({ id, body, baseVersion }: { id: number | null; body: FaqBody; baseVersion: number }) =>
      (id === null
        ? api('/api/v1/backoffice/faqs', { method: 'POST', body, headers: onceKey(), schema: faqAnswer() })
        : api(`/api/v1/backoffice/faqs/${id}`, {
            method: 'PUT',
            body: { ...body, base_version: baseVersion },
            schema: faqAnswer(),
          })
      ).then((r) => r.data.faq),
    {
      stale: ({ id }) => [contentAdminKeys.faqs(), ...(id ? [contentAdminKeys.faqVersions(id)] : [])],
      guest: true,
    },
  );
}

export function useRemoveFaq() {
  return useConsoleWrite(
    (id: number) =>
      api(`/api/v1/backoffice/faqs/${id}`, { method: 'DELETE', schema: faqAnswer() }).then((r) => r.data.faq),
    { stale: (id) => [contentAdminKeys.faqs(), contentAdminKeys.faqVersions(id)], guest: true },
  );
}

export function useRestoreFaq(id: number) {
  return useConsoleWrite(
    (version: number) =>
      api(`/api/v1/backoffice/faqs/${id}/versions/${version}/restore`, {
        method: 'POST',
        schema: faqAnswer(),
      }).then((r) => r.data.faq),
    { stale: () => [contentAdminKeys.faqs(), contentAdminKeys.faqVersions(id)], guest: true },
  );
}

export function useReorderFaqs() {
  return useConsoleWrite(
    (body: FaqOrderBody) =>
      api('/api/v1/backoffice/faqs/order', {
        method: 'PUT',
        body,
        schema: schemaOf(backofficeSchemas, 'AdminFaqsResponse'),
      }).then((r) => r.data.items),
    { stale: () => [contentAdminKeys.faqs()], guest: true },
  );
}
