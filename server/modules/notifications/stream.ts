import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import type { HubEvent, NotificationHub } from './hub';
import { toItem } from './render';
import * as repository from './repository';
import { STAFF_QUEUES } from './staff-live';

/** Keeps proxies from closing an idle stream; a comment line costs a few bytes. */
const HEARTBEAT_MS = 25_000;
/** A reconnect after a long time offline gets at most this many missed items (the list has the rest). */
const BACKLOG = 50;

const frame = (event: string, id: number, data: unknown) =>
  `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * One signed-in user's live stream (text/event-stream). The access token came in the Authorization
 * header like every other call (the client reads the stream with fetch, not EventSource, which cannot
 * send headers; a token in the URL would land in logs and history). The stream ends when that token
 * expires, and the client reconnects with a fresh one and `Last-Event-ID`: renewal the normal way,
 * with no second credential to manage.
 */
export async function openStream(
  deps: { db: Database; hub: NotificationHub; open: Set<() => void> },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  locale: Locale,
  /** A staff member's stream also says when the console's queues change (`queues`, no data). */
  staff = false,
): Promise<void> {
  const { db, hub } = deps;
  const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
  const header = request.headers['last-event-id'];
  const lastSeen = typeof header === 'string' && /^\d{1,18}$/.test(header) ? Number(header) : null;

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n\n');

  let newest = lastSeen ?? 0;
  let closed = false;
  // Events are written one after another, in the order they were heard.
  let queue = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(() => (closed ? undefined : work())).catch(() => end());
  };

  const sendCount = async () => {
    raw.write(frame('count', newest, { unread: await repository.countUnread(db, userId) }));
  };
  const sendItem = async (id: number) => {
    const row = await repository.findOne(db, userId, id);
    if (!row) return;
    newest = Math.max(newest, id);
    const unread = await repository.countUnread(db, userId);
    raw.write(frame('notification', newest, { unread, notification: toItem(row, locale) }));
  };
  const onEvent = (event: HubEvent | 'closed') => {
    if (event === 'closed') return end();
    enqueue(() => (event.id === undefined ? sendCount() : sendItem(event.id)));
  };

  const onQueues = (event: HubEvent | 'closed') => {
    if (event === 'closed') return end();
    enqueue(async () => void raw.write(frame('queues', newest, {})));
  };

  let unsubscribe = () => {};
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const expiry = setTimeout(() => end(), Math.max(0, expiresAt - Date.now()));
  function end() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    unsubscribe();
    deps.open.delete(end);
    raw.end();
  }
  deps.open.add(end);
  request.raw.on('close', end);

  try {
    // Listen first, then read: an event between the two is sent twice at worst, never lost.
    unsubscribe = await hub.subscribe(userId, onEvent);
    if (staff) {
      const mine = unsubscribe;
      const queues = await hub.subscribe(STAFF_QUEUES, onQueues);
      unsubscribe = () => {
        mine();
        queues();
      };
    }
  } catch {
    return end();
  }
  enqueue(async () => {
    if (lastSeen !== null) {
      const unread = await repository.countUnread(db, userId);
      for (const row of await repository.findAfter(db, userId, lastSeen, BACKLOG)) {
        newest = Math.max(newest, row.id);
        raw.write(frame('notification', newest, { unread, notification: toItem(row, locale) }));
      }
    } else {
      newest = await repository.newestId(db, userId);
    }
    await sendCount();
  });
}
