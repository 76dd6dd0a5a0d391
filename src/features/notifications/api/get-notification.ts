import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { notificationsSchemas, schemaOf } from '../../../lib/schemas';
import { notificationsKeys } from './keys';

export const getNotification = (id: string) =>
  api(`/api/v1/notifications/${encodeURIComponent(id)}`, {
    schema: schemaOf(notificationsSchemas, 'NotificationResponse'),
  }).then((r) => r.data.notification);

export const notificationQueryOptions = (id: string, locale: Locale) =>
  queryOptions({ queryKey: notificationsKeys.detail(id, locale), queryFn: () => getNotification(id) });
