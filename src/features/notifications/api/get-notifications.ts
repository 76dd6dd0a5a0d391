import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { notificationsSchemas, schemaOf } from '../../../lib/schemas';
import { notificationsKeys } from './keys';

export const NOTIFICATIONS_PER_PAGE = 20;

export const getNotifications = (page: number) =>
  api('/api/v1/notifications', {
    query: { page, per_page: NOTIFICATIONS_PER_PAGE },
    schema: schemaOf(notificationsSchemas, 'NotificationsResponse'),
  }).then((r) => ({ items: r.data.items, pagination: r.pagination }));

export const notificationsQueryOptions = (page: number, locale: Locale) =>
  queryOptions({ queryKey: notificationsKeys.list(page, locale), queryFn: () => getNotifications(page) });
