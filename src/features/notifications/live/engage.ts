import type { QueryClient } from '@tanstack/react-query';
import type { NotificationItem } from '../../../../contract/notifications';
import { isApiError } from '../../../lib/api-error';
import { enqueue, onReplayRequest, replayOutbox, type OutboxWrite } from '../../../lib/outbox';
import { signalQueuesChanged } from '../../../lib/queue-signal';
import { onSessionChange } from '../../../lib/session';
import { favoritesKeys, favoriteWrite, sendFavoriteWrite, takePendingFavorite } from '../../favorites';
import { MESSAGE_SLOT, messagesKeys, sendMessageWrite } from '../../messages';
import { REACTION_SLOT, reviewsKeys, sendReactionWrite } from '../../reviews';
import { getUnreadCount } from '../api/get-unread-count';
import { notificationsKeys } from '../api/keys';
import { sendMarkRead } from '../api/mark-read';
import { setAppBadge, titleFollows } from './app-signals';
import { openNotificationStream } from './stream';

/** Sends one queued write; a write the server refuses is dropped (asking again would not change it). */
async function sendQueued(write: OutboxWrite): Promise<'sent' | 'retry' | 'dropped'> {
  try {
    if (write.slot.startsWith('favorite:')) await sendFavoriteWrite(write);
    else if (write.slot.startsWith(REACTION_SLOT)) await sendReactionWrite(write);
    else if (write.slot.startsWith(MESSAGE_SLOT)) await sendMessageWrite(write);
    else await sendMarkRead(write);
    return 'sent';
  } catch (error) {
    // Too many at once (429) is worth asking again later, like no network: a message must not be lost.
    const later = (status: number) => status >= 500 || status === 409 || status === 429;
    if (isApiError(error) && (error.code === 'NETWORK' || later(error.status))) {
      return 'retry';
    }
    return 'dropped';
  }
}

/**
 * What runs while someone is signed in, loaded lazily with the header's bell (never for guests):
 * - the live stream, which keeps the one unread count (query `notifications/unread`) and the lists;
 * - the tab title and the app badge, which follow that same count;
 * - the offline outbox, replayed now, whenever the connection returns, when the service worker's
 *   Background Sync asks (it posts REPLAY_OUTBOX to an open tab; sw/outbox-sync.ts), and when a page
 *   queued a write behind others (a message written while earlier ones wait: lib/outbox.ts);
 * - the heart a guest pressed before signing in.
 * Returns a stop function; signing out stops it and clears the title and badge.
 */
export function startEngagement(queryClient: QueryClient, onStopped: () => void = () => {}): () => void {
  const count = () => queryClient.getQueryData<number>(notificationsKeys.unread()) ?? 0;
  const title = titleFollows(count);
  const setCount = (unread: number) => queryClient.setQueryData(notificationsKeys.unread(), unread);

  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== JSON.stringify(notificationsKeys.unread())) return;
    title.update();
    setAppBadge(count());
  });
  if (queryClient.getQueryData(notificationsKeys.unread()) !== undefined) setAppBadge(count());

  const stopStream = openNotificationStream({
    onCount: setCount,
    onNotification: (item: NotificationItem, unread: number) => {
      setCount(unread);
      // Lists refetch when next shown; an open list refetches now, so the new item appears.
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.lists() });
      // A new message: an open thread, thread list or stay kit refetches now (no second connection).
      if (item.type === 'message_received')
        void queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    },
    onQueues: signalQueuesChanged,
  });
  // The stream's first event sets the count too; until either answers, the last known one (restored
  // from IndexedDB when offline) shows.
  if (navigator.onLine) void getUnreadCount().then(setCount, () => undefined);

  const replay = () => {
    if (!navigator.onLine) return;
    void replayOutbox(sendQueued).then((sent) => {
      if (sent === 0) return;
      void queryClient.invalidateQueries({ queryKey: favoritesKeys.all });
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
      void queryClient.invalidateQueries({ queryKey: reviewsKeys.all });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    });
  };
  const pending = takePendingFavorite();
  if (pending !== null) {
    const write = favoriteWrite({ unitId: pending, save: true });
    queryClient.setQueryData<number[]>(favoritesKeys.ids(), (ids = []) => [
      pending,
      ...ids.filter((id) => id !== pending),
    ]);
    void enqueue(write).then(replay);
  } else {
    replay();
  }
  window.addEventListener('online', replay);
  const stopReplayAsks = onReplayRequest(replay);
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'REPLAY_OUTBOX') replay();
  };
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopStream();
    unsubscribeCache();
    title.stop();
    setAppBadge(0);
    window.removeEventListener('online', replay);
    stopReplayAsks();
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    unsubscribeSession();
    onStopped();
  };
  const unsubscribeSession = onSessionChange((session) => {
    if (!session.token) stop();
  });
  return stop;
}
