import { queryOptions } from '@tanstack/react-query';
import type { PromoCreateBody, PromoEditBody } from '../../../../../contract/backoffice';
import type { Locale } from '../../../../../contract/i18n';
import { api } from '../../../../lib/api-client';
import { backofficeSchemas, schemaOf } from '../schemas';
import { contentAdminKeys } from './keys';
import { onceKey, useConsoleWrite } from './write';

/** The console's promo codes: the grid's page, one code, its redemptions, and the writes. */

const base = '/api/v1/backoffice/promo-codes';
const promoAnswer = () => schemaOf(backofficeSchemas, 'AdminPromoResponse');

/** `query` is the grid's state as the API's query string (gridQueryString). */
export const promosQueryOptions = (query: string) =>
  queryOptions({
    queryKey: contentAdminKeys.promoList(query),
    queryFn: () =>
      api(`${base}?${query}`, { schema: schemaOf(backofficeSchemas, 'AdminPromosResponse') }).then((r) => ({
        items: r.data.items,
        pagination: r.pagination,
      })),
    meta: { persist: false },
  });

export const promoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contentAdminKeys.promo(id),
    queryFn: () => api(`${base}/${id}`, { schema: promoAnswer() }).then((r) => r.data.promo),
    meta: { persist: false },
  });

export const redemptionsQueryOptions = (id: number, page: number, locale: Locale) =>
  queryOptions({
    queryKey: contentAdminKeys.redemptions(id, page, locale),
    queryFn: () =>
      api(`${base}/${id}/redemptions?page=${page}`, {
        schema: schemaOf(backofficeSchemas, 'PromoRedemptionsResponse'),
      }).then((r) => ({ items: r.data.items, pagination: r.pagination })),
    meta: { persist: false },
  });

export function useCreatePromo() {
  return useConsoleWrite(
    (body: PromoCreateBody) =>
      api(base, { method: 'POST', body, headers: onceKey(), schema: promoAnswer() }).then(
        (r) => r.data.promo,
      ),
    { stale: () => [contentAdminKeys.promos()] },
  );
}

export function useEditPromo(id: number) {
  return useConsoleWrite(
    (body: PromoEditBody) =>
      api(`${base}/${id}`, { method: 'PUT', body, schema: promoAnswer() }).then((r) => r.data.promo),
    { stale: () => [contentAdminKeys.promos()] },
  );
}

/** Pauses (true) or resumes (false) a code. */
export function usePausePromo(id: number) {
  return useConsoleWrite(
    (paused: boolean) =>
      api(`${base}/${id}/${paused ? 'pause' : 'resume'}`, { method: 'POST', schema: promoAnswer() }).then(
        (r) => r.data.promo,
      ),
    { stale: () => [contentAdminKeys.promos()] },
  );
}
