import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { MESSAGES_PER_MINUTE, MessageResponse, ThreadResponse } from '../../../contract/messages';
import * as s from '../../db/schema/index';
import { send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { cameraJpeg, multipart } from '../hosting/photos-fixtures';
import { MASK } from './masking';
import { openThread, stayWithHost, write, type Stay } from './fixtures';

/** Sending: exactly once per Idempotency-Key, bad input refused in the reader's language, masking, marks. */
describe('sending a message', () => {
  const t = useTestApp({ seed: false });
  let stay: Stay;
  let threadId = 0;

  beforeAll(async () => {
    stay = await stayWithHost(t.database.db);
    threadId = await openThread(t.app, stay.guest.token, stay.reservationId);
  });

  const messagesIn = (id: number) => t.database.db.$count(s.messages, eq(s.messages.threadId, id));
  const noticesOf = (userId: string) =>
    t.database.db.$count(
      s.notifications,
      and(eq(s.notifications.userId, userId), eq(s.notifications.type, 'message_received')),
    );

  it('stores one message and one notification for 20 parallel replays of one key', async () => {
    const key = randomUUID();
    const before = { messages: await messagesIn(threadId), notices: await noticesOf(stay.host.userId) };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => write(t.app, stay.guest.token, threadId, 'Arriving at noon', key)),
    );
    // The first stores it; the others meet it running (409, retry) or replay its stored answer.
    for (const res of answers) expect([201, 409], res.body).toContain(res.statusCode);
    expect(await messagesIn(threadId)).toBe(before.messages + 1);
    expect(await noticesOf(stay.host.userId)).toBe(before.notices + 1);
    const replay = await write(t.app, stay.guest.token, threadId, 'Arriving at noon', key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const first = answers.find((res) => res.statusCode === 201)!;
    expect(MessageResponse.parse(replay.json()).data.sent.id).toBe(
      MessageResponse.parse(first.json()).data.sent.id,
    );
    expect(await messagesIn(threadId)).toBe(before.messages + 1);
  });

  it.each([
    ['2,001 characters', { text: 'a'.repeat(2001) }, 'text'],
    ['a NUL character', { text: 'hello\u0000there' }, 'text'],
    ['nothing but spaces', { text: '   ' }, 'text'],
    ['no text and no photo', {}, 'text'],
    ['an unknown photo key', { text: 'x', photo_keys: [`mp-${'0'.repeat(32)}`] }, 'photo_keys'],
    ['a malformed photo key', { text: 'x', photo_keys: ['../../etc/passwd'] }, 'photo_keys'],
  ])('refuses %s with a translated 422 and stores nothing', async (_name, body, field) => {
    const before = await messagesIn(threadId);
    const res = await send(
      t.app,
      'POST',
      `/api/v1/messages/threads/${threadId}/messages`,
      stay.guest.token,
      body,
      {
        'accept-language': 'ar',
      },
    );
    expect(res.statusCode, res.body).toBe(422);
    const envelope = AnyEnvelope.parse(res.json());
    expect(envelope.meta.errors.some((error) => error.field?.startsWith(field))).toBe(true);
    expect(envelope.data.message).toMatch(/[\u0600-\u06ff]/);
    expect(await messagesIn(threadId)).toBe(before);
  });

  it.each([
    ['a huge thread id', '/api/v1/messages/threads/99999999999999999999/messages'],
    ['a negative thread id', '/api/v1/messages/threads/-1/messages'],
    ['a text thread id', '/api/v1/messages/threads/abc/messages'],
  ])('refuses %s with a 422, never a 500', async (_name, url) => {
    const res = await send(t.app, 'POST', url, stay.guest.token, { text: 'hello' });
    expect(res.statusCode).toBe(422);
  });

  it('sends a photo once, and only its uploader may send it', async () => {
    const upload = multipart([{ filename: 'view.jpg', type: 'image/jpeg', bytes: await cameraJpeg() }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/photos',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${stay.guest.token}` },
    });
    const [photo] = uploaded.json<{ data: { photos: { key: string; url: string }[] } }>().data.photos;
    expect(photo!.url).toBe(`/api/v1/messages/photos/${photo!.key}`);
    const url = `/api/v1/messages/threads/${threadId}/messages`;
    const byHost = await send(t.app, 'POST', url, stay.host.token, { photo_keys: [photo!.key] });
    expect(byHost.statusCode).toBe(422);
    const byGuest = await send(t.app, 'POST', url, stay.guest.token, { photo_keys: [photo!.key] });
    expect(byGuest.statusCode, byGuest.body).toBe(201);
    expect(MessageResponse.parse(byGuest.json()).data.sent).toMatchObject({ text: '', photos: [photo] });
    const again = await send(t.app, 'POST', url, stay.guest.token, {
      text: 'again',
      photo_keys: [photo!.key],
    });
    expect(again.statusCode).toBe(422);
    // The stored photo has no metadata left: no EXIF (GPS, camera owner) travels with it.
    const file = await send(t.app, 'GET', `${photo!.url}-1024.webp`, stay.host.token);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('answers 404 for a thread id that does not exist', async () => {
    const res = await write(t.app, stay.guest.token, 2_147_483_647, 'hello');
    expect(res.statusCode).toBe(404);
    const huge = await send(t.app, 'POST', `/api/v1/messages/99999999999999999/report`, stay.guest.token, {
      reason: 'spam',
    });
    expect(huge.statusCode).toBe(404);
  });

  it('masks contact details before the stay is confirmed, and not after', async () => {
    const pending = await stayWithHost(t.database.db, { status: 'pending_payment', days: 40 });
    const pendingThread = await openThread(t.app, pending.guest.token, pending.reservationId);
    const masked = await write(t.app, pending.guest.token, pendingThread, 'call me ٠٥٠١٢٣٤٥٦٧ for 500 SAR');
    expect(MessageResponse.parse(masked.json()).data.sent).toMatchObject({
      text: `call me ${MASK} for 500 SAR`,
      masked: true,
    });
    const kept = await write(t.app, stay.guest.token, threadId, 'call me 0501234567');
    expect(MessageResponse.parse(kept.json()).data.sent).toMatchObject({
      text: 'call me 0501234567',
      masked: false,
    });
  });

  it('moves the marks: sent, delivered when the host fetches, read when the host reads', async () => {
    const sent = MessageResponse.parse((await write(t.app, stay.guest.token, threadId, 'Marks?')).json()).data
      .sent;
    expect(sent.mark).toBe('sent');
    const markOf = async () => {
      const res = await send(t.app, 'GET', `/api/v1/messages/threads/${threadId}`, stay.guest.token);
      return ThreadResponse.parse(res.json()).data.messages.find((m) => m.id === sent.id)?.mark;
    };
    const hostView = await send(t.app, 'GET', `/api/v1/messages/threads/${threadId}`, stay.host.token);
    expect(ThreadResponse.parse(hostView.json()).data.thread.unread).toBeGreaterThan(0);
    expect(await markOf()).toBe('delivered');
    const read = await send(t.app, 'POST', `/api/v1/messages/threads/${threadId}/read`, stay.host.token, {});
    expect(read.json()).toMatchObject({ data: { unread: 0 } });
    expect(await markOf()).toBe('read');
    // Reading the thread read its notifications too: the bell counts no message of it.
    const bell = await send(t.app, 'GET', '/api/v1/notifications/unread/count', stay.host.token);
    expect(bell.json()).toMatchObject({ data: { unread: 0 } });
  });

  it('answers 429 with Retry-After past the per-minute limit, and stores nothing more', async () => {
    const sender = await stayWithHost(t.database.db);
    const id = await openThread(t.app, sender.guest.token, sender.reservationId);
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1) {
      expect((await write(t.app, sender.guest.token, id, `message ${i}`)).statusCode).toBe(201);
    }
    const refused = await write(t.app, sender.guest.token, id, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(AnyEnvelope.parse(refused.json()).meta.error_code).toBe('RATE_LIMITED');
    expect(await messagesIn(id)).toBe(MESSAGES_PER_MINUTE);
  });

  it('reaches the host’s live stream as a notification with the new count', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/notifications/stream`, {
      headers: { authorization: `Bearer ${stay.host.token}` },
      signal: AbortSignal.any([controller.signal, AbortSignal.timeout(10_000)]),
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    // The stream's first count, then the message.
    while (!text.includes('event: count')) text += (await reader.read()).value ?? '';
    await write(t.app, stay.guest.token, threadId, 'Live?');
    while (!text.includes('event: notification')) text += (await reader.read()).value ?? '';
    controller.abort();
    const frame = text.slice(text.indexOf('event: notification'));
    const data = JSON.parse(/data: (.*)\n/.exec(frame)![1]!) as {
      unread: number;
      notification: { type: string; link: string };
    };
    expect(data.notification).toMatchObject({
      type: 'message_received',
      link: `/hosting/messages/${threadId}`,
    });
    expect(data.unread).toBeGreaterThan(0);
  });
});
