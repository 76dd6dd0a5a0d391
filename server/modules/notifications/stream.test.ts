import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { seedDatabase } from '../../db/seed/index';
import { registerAccount } from '../../test/accounts';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { TEST_AUTH_SECRET } from '../../test/test-app';
import { notify } from './service';

interface Event {
  event: string;
  id: string;
  data: { unread: number; notification?: { id: string; body: string } };
}

/** Reads an SSE response into events as they arrive. */
async function openStream(base: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: Event[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  const done = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          if (fields.event && fields.data) {
            events.push({
              event: fields.event,
              id: fields.id ?? '',
              data: JSON.parse(fields.data) as Event['data'],
            });
          }
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted
    }
    ended = true;
    waiters.splice(0).forEach((wake) => wake());
  })();
  const until = async (test: (e: Event[]) => boolean, ms = 3000) => {
    const deadline = Date.now() + ms;
    while (!test(events)) {
      if (ended || Date.now() > deadline) throw new Error(`no such event: ${JSON.stringify(events)}`);
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, 100);
      });
    }
  };
  return { res, events, until, done, close: () => controller.abort() };
}

/**
 * Two app instances on one database, each with its own pool, as two servers would be: a notification
 * written through one reaches a live stream held by the other, through PostgreSQL LISTEN/NOTIFY.
 */
describe('GET /api/v1/notifications/stream across instances', () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { catalogue: false });
    second = connectDatabase(database.url);
    for (const db of [database.db, second.db]) {
      const mailer = { send: async () => undefined, close: async () => undefined };
      const app = buildApp({
        db,
        auth: { secret: TEST_AUTH_SECRET },
        email: { mailer },
        logger: false,
        workJobs: false,
      });
      bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.pool.end();
    await database?.drop();
  });

  it('pushes a notification made on instance A to a stream on instance B, then its count changes', async () => {
    const me = await registerAccount(apps[0]!);
    const stream = await openStream(bases[1]!, me.token);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    await stream.until((e) => e.some((x) => x.event === 'count'));
    expect(stream.events[0]?.data.unread).toBe(0);

    await notify(apps[0]!.db, {
      userId: me.userId,
      type: 'refund_issued',
      params: { unit: 'Dune', amount: 'SAR 100' },
    });
    await stream.until((e) => e.some((x) => x.event === 'notification'));
    const pushed = stream.events.find((x) => x.event === 'notification')!;
    expect(pushed.data.unread).toBe(1);
    expect(pushed.data.notification?.body).toContain('Dune');
    expect(pushed.id).toBe(pushed.data.notification?.id);

    // Marking it read through A tells B's stream the new count.
    const read = await fetch(`${bases[0]}/api/v1/notifications/read/all`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(read.status).toBe(200);
    await stream.until((e) => e.at(-1)?.event === 'count' && e.at(-1)?.data.unread === 0);
    stream.close();
  });

  it('sends only the owner’s events, and what was missed after Last-Event-ID on reconnect', async () => {
    const me = await registerAccount(apps[0]!);
    const other = await registerAccount(apps[0]!);
    const first = await openStream(bases[0]!, me.token);
    await first.until((e) => e.some((x) => x.event === 'count'));
    await notify(apps[1]!.db, { userId: me.userId, type: 'review_reply', params: { unit: 'One' } });
    await first.until((e) => e.some((x) => x.event === 'notification'));
    const seen = first.events.find((x) => x.event === 'notification')!.id;
    first.close();

    // Offline for a while: two more for me, one for someone else.
    await notify(apps[1]!.db, { userId: me.userId, type: 'review_reply', params: { unit: 'Two' } });
    await notify(apps[1]!.db, { userId: other.userId, type: 'review_reply', params: { unit: 'Not mine' } });
    await notify(apps[1]!.db, { userId: me.userId, type: 'review_reply', params: { unit: 'Three' } });

    const again = await openStream(bases[1]!, me.token, seen);
    await again.until((e) => e.some((x) => x.event === 'count'));
    const bodies = again.events
      .filter((x) => x.event === 'notification')
      .map((x) => x.data.notification?.body);
    expect(bodies).toEqual([
      'The host of Two replied to your review.',
      'The host of Three replied to your review.',
    ]);
    expect(again.events.at(-1)?.data.unread).toBe(3);
    again.close();
  });

  it('ends the stream when its access token expires, so the client reconnects with a renewed one', async () => {
    const me = await registerAccount(apps[0]!);
    const { sid } = decodeJwt(me.token);
    // The same claims as a real access token, but valid for two seconds only.
    const shortLived = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(me.userId)
      .setIssuer('sakan')
      .setAudience('sakan-api')
      .setIssuedAt()
      .setExpirationTime('2s')
      .sign(TEST_AUTH_SECRET);
    const started = Date.now();
    const stream = await openStream(bases[0]!, shortLived);
    expect(stream.res.status).toBe(200);
    await stream.until((e) => e.some((x) => x.event === 'count'));
    await Promise.race([stream.done, new Promise((resolve) => setTimeout(resolve, 6000))]);
    const lasted = Date.now() - started;
    expect(lasted).toBeGreaterThan(1000);
    expect(lasted).toBeLessThan(4500);
  });

  it('refuses a stream without a valid token', async () => {
    const res = await fetch(`${bases[0]}/api/v1/notifications/stream`);
    expect(res.status).toBe(401);
    const bad = await fetch(`${bases[0]}/api/v1/notifications/stream`, {
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(bad.status).toBe(401);
  });
});
