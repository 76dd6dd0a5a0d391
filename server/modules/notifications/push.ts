import { eq, isNull, and } from 'drizzle-orm';
import webPush from 'web-push';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';
import { renderText } from './render';
import * as repository from './repository';
import type { NotificationType } from '../../../contract/notifications';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * Sends one notification to the user's subscribed browsers, once across all instances: each instance
 * hears the NOTIFY, and the conditional update on `pushed_at` lets exactly one of them claim the send.
 * The text is rendered in the user's saved language (there is no request to negotiate it from).
 */
export async function pushNotification(db: Database, vapid: VapidKeys, id: number): Promise<void> {
  const n = s.notifications;
  const [row] = await db
    .update(n)
    .set({ pushedAt: new Date() })
    .where(and(eq(n.id, id), isNull(n.pushedAt)))
    .returning({ userId: n.userId, type: n.type, params: n.params, link: n.link });
  if (!row) return;
  const subscriptions = await repository.findPushSubscriptions(db, row.userId);
  if (subscriptions.length === 0) return;
  const locale = await repository.findUserLocale(db, row.userId);
  const unread = await repository.countUnread(db, row.userId);
  const text = renderText(locale, row.type as NotificationType, row.params);
  const payload = JSON.stringify({
    ...text,
    link: `/${locale}${row.link ?? '/account/notifications'}`,
    unread,
    tag: `notification-${id}`,
  });
  await Promise.all(
    subscriptions.map(async (sub) => {
      try {
        await webPush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          payload,
          { vapidDetails: vapid, TTL: 24 * 60 * 60 },
        );
      } catch (error) {
        // 404/410: the browser dropped the subscription; forget it so we stop trying.
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) await repository.deletePushSubscriptionById(db, sub.id);
      }
    }),
  );
}
