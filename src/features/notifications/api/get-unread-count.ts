import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsSchemas, schemaOf } from '../../../lib/schemas';
import { notificationsKeys } from './keys';

export const getUnreadCount = () =>
  api('/api/v1/notifications/unread/count', {
    schema: schemaOf(notificationsSchemas, 'UnreadCountResponse'),
  }).then((r) => r.data.unread);

/**
 * The one honest count. The live stream writes it (setQueryData) as events arrive, so it is fresh
 * without polling; this fetch only seeds it when no stream has spoken yet.
 */
export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: notificationsKeys.unread(), queryFn: getUnreadCount, staleTime: Infinity });
