import type { NotificationItem } from '../../../../contract/notifications';
import { refreshSession, untouchedHeader } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { bearerToken } from '../../../lib/session';
import { createSseParser } from './sse';

export interface StreamHandlers {
  onCount: (unread: number) => void;
  onNotification: (item: NotificationItem, unread: number) => void;
  /** Staff only: the console's queues moved (no data; the console asks for its counts again). */
  onQueues?: () => void;
}

const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];
/** A stream that lived less than this before ending is retried after a pause, not at once. */
const MIN_HEALTHY_MS = 10_000;

/**
 * The live notifications stream, read with fetch rather than EventSource: EventSource cannot send an
 * Authorization header, and putting the access token in the URL would write it into server logs and
 * history. With fetch the token travels like on every other call. The server ends the stream when the
 * token expires; this reconnects at once with a fresh one (a 401 refreshes it through the refresh
 * cookie, the normal way) and with Last-Event-ID, so nothing is missed.
 */
export function openNotificationStream(handlers: StreamHandlers): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let lastEventId: string | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    if (stopped) return;
    const token = bearerToken();
    if (!token) return;
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    try {
      const res = await fetch(`${BASE_URL}/api/v1/notifications/stream`, {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${token}`,
          'Accept-Language': currentLocale(),
          // A reconnect is not the person using the page: a staff sign-in's idle clock reads this.
          ...untouchedHeader(),
          ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
        },
        cache: 'no-store',
        signal: mine.signal,
      });
      if (res.status === 401) {
        if (await refreshSession()) return void connect();
        return;
      }
      if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
      failures = 0;
      const opened = Date.now();
      const feed = createSseParser((event) => {
        if (event.id) lastEventId = event.id;
        const data = JSON.parse(event.data) as { unread: number; notification?: NotificationItem };
        if (event.event === 'queues') handlers.onQueues?.();
        else if (event.event === 'count') handlers.onCount(data.unread);
        else if (event.event === 'notification' && data.notification) {
          handlers.onNotification(data.notification, data.unread);
        }
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        feed(value);
      }
      // The server closed it (token expiry, a deploy): come straight back, unless it keeps closing at
      // once (a proxy that does not stream), which must not become a tight reconnect loop.
      if (mine === controller) schedule(Date.now() - opened < MIN_HEALTHY_MS ? RETRY_MS[1]! : 0);
    } catch {
      // Aborted on purpose: stopped, or replaced by a newer connection.
      if (stopped || mine.signal.aborted) return;
      failures += 1;
      schedule(RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)] ?? 30_000);
    }
  };
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void connect(), ms);
  };
  const onOnline = () => schedule(0);
  window.addEventListener('online', onOnline);
  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    controller?.abort();
  };
}
