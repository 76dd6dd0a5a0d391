import { idempotent } from '../../plugins/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyOk,
  MarkReadResponse,
  NotificationParams,
  NotificationResponse,
  NotificationsQuery,
  NotificationsResponse,
  PushKeyResponse,
  PushSubscriptionBody,
  PushUnsubscribeBody,
  UnreadCountResponse,
} from '../../../contract/notifications';
import { STAFF_ROLES } from '../../../contract/roles';
import { ok, okPage } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { rolesOf } from '../auth/sessions';
import { NotificationHub } from './hub';
import { pushNotification, type VapidKeys } from './push';
import { registerReminderJobs } from './reminders';
import * as repository from './repository';
import { getNotification, listNotifications, markAllRead, markRead, unreadCount } from './service';
import { openStream } from './stream';

/**
 * Web Push is on only with both VAPID keys in the environment (README "Favourites and notifications");
 * without them the key endpoint answers null and the client hides the opt-in.
 */
function vapidFromEnv(env: NodeJS.ProcessEnv = process.env): VapidKeys | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT?.trim() || 'mailto:support@sakan.example' };
}

/** /api/v1/notifications: the signed-in user's own notifications, their count, live stream and push. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReminderJobs(app);
  app.addHook('onRequest', app.requireAuth);
  const hub = NotificationHub.forDatabase(app.db);
  const open = new Set<() => void>();
  const vapid = vapidFromEnv();
  // Streams never finish on their own; closing the app ends them (clients reconnect elsewhere).
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => hub.close());
  if (vapid) {
    // With push on, this instance listens from the start, so a notification is pushed even when no
    // tab is open; pushNotification's claim keeps it to one send across instances.
    app.addHook('onReady', async () => {
      await hub.subscribeAll((event) => {
        if (event !== 'closed' && event.id !== undefined) {
          pushNotification(app.db, vapid, event.id).catch((error: unknown) =>
            app.log.warn({ err: error }, 'web push failed'),
          );
        }
      });
    });
  }
  const idOf = (raw: string) => Number(raw);

  app.get(
    '/notifications',
    { schema: { querystring: NotificationsQuery, response: { 200: NotificationsResponse } } },
    async (request) => {
      const { userId } = callerOf(request);
      const { items, pagination } = await listNotifications(app.db, userId, request.locale, request.query);
      return okPage(request.t('notifications.listed'), { items }, pagination);
    },
  );

  app.get(
    '/notifications/unread/count',
    { schema: { response: { 200: UnreadCountResponse } } },
    async (request) => {
      const unread = await unreadCount(app.db, callerOf(request).userId);
      return ok(request.t('notifications.counted'), { unread });
    },
  );

  app.get('/notifications/stream', async (request, reply) => {
    const { userId } = callerOf(request);
    // Read at the stream's start, like every role check: staff also hear when the console's queues move.
    const staff = (await rolesOf(app.db, userId)).some((role) =>
      (STAFF_ROLES as readonly string[]).includes(role),
    );
    await openStream({ db: app.db, hub, open }, request, reply, userId, request.locale, staff);
  });

  app.post(
    '/notifications/read/all',
    { ...idempotent(app), schema: { response: { 200: MarkReadResponse } } },
    async (request) => {
      const unread = await markAllRead(app.db, callerOf(request).userId);
      return ok(request.t('notifications.all_read'), { unread });
    },
  );

  app.get('/notifications/push/key', { schema: { response: { 200: PushKeyResponse } } }, async (request) =>
    ok(request.t('notifications.push_key'), { public_key: vapid?.publicKey ?? null }),
  );

  app.post(
    '/notifications/push/subscribe',
    { schema: { body: PushSubscriptionBody, response: { 200: EmptyOk } } },
    async (request) => {
      const { endpoint, keys } = request.body;
      await repository.upsertPushSubscription(app.db, {
        userId: callerOf(request).userId,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      return ok(request.t('notifications.push_on'), {});
    },
  );

  app.post(
    '/notifications/push/unsubscribe',
    { schema: { body: PushUnsubscribeBody, response: { 200: EmptyOk } } },
    async (request) => {
      await repository.deletePushSubscription(app.db, callerOf(request).userId, request.body.endpoint);
      return ok(request.t('notifications.push_off'), {});
    },
  );

  app.get(
    '/notifications/:id',
    { schema: { params: NotificationParams, response: { 200: NotificationResponse } } },
    async (request) => {
      const { userId } = callerOf(request);
      const notification = await getNotification(app.db, userId, request.locale, idOf(request.params.id));
      return ok(request.t('notifications.loaded'), { notification });
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      ...idempotent(app),
      schema: { params: NotificationParams, response: { 200: MarkReadResponse } },
    },
    async (request) => {
      const unread = await markRead(app.db, callerOf(request).userId, idOf(request.params.id));
      return ok(request.t('notifications.read'), { unread });
    },
  );
};
