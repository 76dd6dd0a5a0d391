import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onQueuesChanged } from '../../../../lib/queue-signal';
import { backofficeKeys } from '../../api/keys';

/**
 * While the console is open, a queue that moves (another operator decided something, a new request
 * came in: the staff stream's `queues` event) refetches what the console shows: the navigation's
 * counts (GET /backoffice/me) and the list or record on screen. Within a second or two of the change.
 */
export function useLiveQueues(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => onQueuesChanged(() => void queryClient.invalidateQueries({ queryKey: backofficeKeys.all })),
    [queryClient],
  );
}
