import { createECDH, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import * as s from '../../db/schema/index';
import { seedDatabase } from '../../db/seed/index';
import { bearer, registerAccount } from '../../test/accounts';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { TEST_AUTH_SECRET } from '../../test/test-app';
import { notify } from './service';

/**
 * Web Push with VAPID keys set, on two instances sharing a database. The push service is outside the
 * machine, so it is stood in for at the protocol boundary: a local HTTP server the subscription's
 * endpoint points at, which records what web-push POSTs to it. web-push only speaks HTTPS, so the
 * stand-in has a throwaway self-signed certificate, trusted in this test file alone.
 */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'sakan-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

describe('Web Push', () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  let pushService: Server;
  let endpointBase = '';
  const received: { url: string; headers: IncomingHttpHeaders }[] = [];
  let answer = 201;
  const saved = { ...process.env };

  beforeAll(async () => {
    const keys = webPush.generateVAPIDKeys();
    process.env.VAPID_PUBLIC_KEY = keys.publicKey;
    process.env.VAPID_PRIVATE_KEY = keys.privateKey;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    pushService = createServer(selfSignedCertificate(), (req, res) => {
      req.resume();
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    endpointBase = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
    database = await createTestDatabase();
    await seedDatabase(database.db, { catalogue: false });
    second = connectDatabase(database.url);
    const mailer = { send: async () => undefined, close: async () => undefined };
    for (const db of [database.db, second.db]) {
      const app = buildApp({ db, auth: { secret: TEST_AUTH_SECRET }, email: { mailer }, workJobs: false });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    process.env = saved;
    for (const app of apps) await app.close();
    await second?.pool.end();
    await database?.drop();
    await new Promise((resolve) => pushService?.close(resolve));
  });

  const subscription = (path: string) => ({
    endpoint: `${endpointBase}${path}`,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  });

  it('offers its key, and sends each notification to a subscribed browser once across instances', async () => {
    const me = await registerAccount(apps[0]!);
    const key = await apps[0]!.inject({
      method: 'GET',
      url: '/api/v1/notifications/push/key',
      headers: bearer(me.token),
    });
    expect(key.json().data.public_key).toBe(process.env.VAPID_PUBLIC_KEY);
    const sub = await apps[1]!.inject({
      method: 'POST',
      url: '/api/v1/notifications/push/subscribe',
      headers: bearer(me.token),
      payload: subscription('/device-1'),
    });
    expect(sub.statusCode, sub.body).toBe(200);

    await notify(apps[0]!.db, {
      userId: me.userId,
      type: 'stay_tomorrow',
      params: { unit: 'Dune', time: '15:00' },
    });
    await expect.poll(() => received.filter((r) => r.url === '/device-1').length, { timeout: 5000 }).toBe(1);
    // Both instances heard it; the claim on pushed_at let only one send it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = received.filter((r) => r.url === '/device-1');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.authorization).toMatch(/^vapid t=/);
    expect(sent[0]?.headers['content-encoding']).toBe('aes128gcm');
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const me = await registerAccount(apps[0]!);
    await apps[0]!.inject({
      method: 'POST',
      url: '/api/v1/notifications/push/subscribe',
      headers: bearer(me.token),
      payload: subscription('/gone'),
    });
    answer = 410;
    await notify(apps[0]!.db, { userId: me.userId, type: 'review_reply', params: { unit: 'X' } });
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select()
              .from(s.pushSubscriptions)
              .where(eq(s.pushSubscriptions.userId, me.userId))
          ).length,
        { timeout: 5000 },
      )
      .toBe(0);
    answer = 201;
  });
});
