import { queryOptions } from '@tanstack/react-query';
import type { CounterBody, RouteRuleBody, SocialLinksBody } from '../../../../../contract/backoffice';
import { api } from '../../../../lib/api-client';
import { backofficeSchemas, schemaOf } from '../schemas';
import { contentAdminKeys } from './keys';
import { onceKey, useConsoleWrite } from './write';

/** The console's site settings: social links, counters, redirects and exchange rates. */

const base = '/api/v1/backoffice';

export const socialQueryOptions = () =>
  queryOptions({
    queryKey: contentAdminKeys.social(),
    queryFn: () =>
      api(`${base}/settings/social`, { schema: schemaOf(backofficeSchemas, 'AdminSocialResponse') }).then(
        (r) => r.data.items,
      ),
    meta: { persist: false },
  });

export function useSaveSocial() {
  return useConsoleWrite(
    (body: SocialLinksBody) =>
      api(`${base}/settings/social`, {
        method: 'PUT',
        body,
        schema: schemaOf(backofficeSchemas, 'AdminSocialResponse'),
      }).then((r) => r.data.items),
    { stale: () => [contentAdminKeys.social()], guest: true },
  );
}

export const countersQueryOptions = () =>
  queryOptions({
    queryKey: contentAdminKeys.counters(),
    queryFn: () =>
      api(`${base}/counters`, { schema: schemaOf(backofficeSchemas, 'AdminCountersResponse') }).then(
        (r) => r.data.items,
      ),
    meta: { persist: false },
  });

export function useSaveCounter(key: string) {
  return useConsoleWrite(
    (body: CounterBody) =>
      api(`${base}/counters/${encodeURIComponent(key)}`, {
        method: 'PUT',
        body,
        schema: schemaOf(backofficeSchemas, 'AdminCounterResponse'),
      }).then((r) => r.data.counter),
    { stale: () => [contentAdminKeys.counters()], guest: true },
  );
}

export const rulesQueryOptions = () =>
  queryOptions({
    queryKey: contentAdminKeys.rules(),
    queryFn: () =>
      api(`${base}/route-rules`, { schema: schemaOf(backofficeSchemas, 'AdminRouteRulesResponse') }).then(
        (r) => r.data.items,
      ),
    meta: { persist: false },
  });

/** Adds a redirect (no id) or replaces one. */
export function useSaveRule() {
  const schema = () => schemaOf(backofficeSchemas, 'AdminRouteRuleResponse');
  return useConsoleWrite(
    ({ id, body }: { id: number | null; body: RouteRuleBody }) =>
      (id === null
        ? api(`${base}/route-rules`, { method: 'POST', body, headers: onceKey(), schema: schema() })
        : api(`${base}/route-rules/${id}`, { method: 'PUT', body, schema: schema() })
      ).then((r) => r.data.rule),
    { stale: () => [contentAdminKeys.rules()], guest: true },
  );
}

export function useRemoveRule() {
  return useConsoleWrite(
    (id: number) =>
      api(`${base}/route-rules/${id}`, {
        method: 'DELETE',
        schema: schemaOf(backofficeSchemas, 'AdminRouteRulesResponse'),
      }).then((r) => r.data.items),
    { stale: () => [contentAdminKeys.rules()], guest: true },
  );
}

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: contentAdminKeys.currencies(),
    queryFn: () =>
      api(`${base}/currencies`, { schema: schemaOf(backofficeSchemas, 'AdminCurrenciesResponse') }).then(
        (r) => r.data.items,
      ),
    meta: { persist: false },
  });

export function useSaveRate(code: string) {
  return useConsoleWrite(
    (rate: number) =>
      api(`${base}/currencies/${code}`, {
        method: 'PUT',
        body: { rate },
        schema: schemaOf(backofficeSchemas, 'AdminCurrencyResponse'),
      }).then((r) => r.data.currency),
    { stale: () => [contentAdminKeys.currencies()], guest: true },
  );
}
