import { queryOptions } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '../../../../contract/notifications';
import { api } from '../../../lib/api-client';
import { notificationsSchemas, schemaOf } from '../../../lib/schemas';
import { notificationsKeys } from './keys';

export const pushKeyQueryOptions = () =>
  queryOptions({
    queryKey: [...notificationsKeys.all, 'push-key'] as const,
    queryFn: () =>
      api('/api/v1/notifications/push/key', {
        schema: schemaOf(notificationsSchemas, 'PushKeyResponse'),
      }).then((r) => r.data.public_key),
    staleTime: Infinity,
    // Whether this server offers push is no use offline and not personal: never persisted.
    meta: { persist: false },
  });

export const subscribePush = (body: PushSubscriptionBody) =>
  api('/api/v1/notifications/push/subscribe', {
    method: 'POST',
    body,
    schema: schemaOf(notificationsSchemas, 'EmptyOk'),
  });

export const unsubscribePush = (endpoint: string) =>
  api('/api/v1/notifications/push/unsubscribe', {
    method: 'POST',
    body: { endpoint },
    schema: schemaOf(notificationsSchemas, 'EmptyOk'),
  });

/** The VAPID key as the Push API wants it (URL-safe base64 → bytes). */
export function keyBytes(base64: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64}${'='.repeat((4 - (base64.length % 4)) % 4)}`
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
