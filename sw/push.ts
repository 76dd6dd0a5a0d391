declare const self: ServiceWorkerGlobalScope;

interface PushPayload {
  title: string;
  body: string;
  /** A path on this site with its language (`/ar/account/reservations`). */
  link: string;
  unread: number;
  tag: string;
}

type BadgeNavigator = WorkerNavigator & {
  setAppBadge?: (n?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * Web Push (server/modules/notifications/push.ts sends it only when VAPID keys are set): show the
 * notification in the user's language, set the app badge to the unread count it carries, and on click
 * focus an open Sakan tab on the link or open one.
 */
export function registerPush(): void {
  self.addEventListener('push', (event) => {
    let payload: PushPayload;
    try {
      payload = event.data?.json() as PushPayload;
    } catch {
      return;
    }
    if (!payload?.title) return;
    const nav = self.navigator as BadgeNavigator;
    event.waitUntil(
      Promise.all([
        self.registration.showNotification(payload.title, {
          body: payload.body,
          tag: payload.tag,
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          data: { link: payload.link },
        }),
        (payload.unread > 0 ? nav.setAppBadge?.(payload.unread) : nav.clearAppBadge?.())?.catch(
          () => undefined,
        ),
      ]),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const link = (event.notification.data as { link?: string } | null)?.link ?? '/';
    const target = new URL(link.startsWith('/') ? link : '/', self.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (open) {
          await open.focus();
          await open.navigate(target).catch(() => undefined);
          return;
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}
