import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { STAFF_ROLES } from '../../../contract/roles';
import { quickAccount } from '../../test/calendar-feeds';
import { send } from '../../test/checkout';
import { freshIp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { account, hostedUnit } from '../hosting/stays-fixtures';
import { cameraJpeg, multipart } from '../hosting/photos-fixtures';
import { messageIdOf, openThread, stayWithHost, write, type Person, type Stay } from './fixtures';

type Who = 'stranger' | 'guest' | 'host' | 'other guest' | 'other host' | (typeof STAFF_ROLES)[number];
const WHO: Who[] = ['stranger', 'guest', 'host', 'other guest', 'other host', ...STAFF_ROLES];

/**
 * Every messages route with every kind of caller: a thread, its messages, its photos and its stay's
 * kit answer only the stay's guest and host; anyone else signed in gets a 404 (the same as for an id
 * that does not exist), staff included (they read threads from the console), and a stranger a 401.
 */
describe('messages: who may call what', () => {
  const t = useTestApp({ seed: false });
  let stay: Stay;
  let people: Record<Exclude<Who, 'stranger'>, Person>;
  let threadId = 0;
  let hostMessage = '';
  let photoFile = '';

  beforeAll(async () => {
    const db = t.database.db;
    stay = await stayWithHost(db);
    const otherHost = await account(db, ['host']);
    await hostedUnit(db, otherHost.userId);
    people = {
      guest: stay.guest,
      host: stay.host,
      'other guest': await account(db),
      'other host': otherHost,
      admin: await quickAccount(db, ['admin']),
      support: await quickAccount(db, ['support']),
      content: await quickAccount(db, ['content']),
      finance: await quickAccount(db, ['finance']),
    };
    threadId = await openThread(t.app, stay.guest.token, stay.reservationId);
    const upload = multipart([{ filename: 'door.jpg', type: 'image/jpeg', bytes: await cameraJpeg() }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/photos',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${stay.guest.token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const key = uploaded.json<{ data: { photos: { key: string }[] } }>().data.photos[0]!.key;
    const withPhoto = await send(
      t.app,
      'POST',
      `/api/v1/messages/threads/${threadId}/messages`,
      stay.guest.token,
      {
        text: 'Here is the building',
        photo_keys: [key],
      },
    );
    expect(withPhoto.statusCode, withPhoto.body).toBe(201);
    photoFile = `${key}-320.webp`;
    hostMessage = messageIdOf(await write(t.app, stay.host.token, threadId, 'Welcome!'));
  });

  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    who === 'stranger'
      ? t.app.inject({ method, url, remoteAddress: freshIp(), ...(body ? { payload: body } : {}) })
      : send(t.app, method, url, people[who].token, body);

  const participants = (guest: number, host: number) => (who: Who) =>
    who === 'stranger' ? 401 : who === 'guest' ? guest : who === 'host' ? host : 404;

  const ROUTES: [string, 'GET' | 'POST' | 'PUT', () => string, object | undefined, (who: Who) => number][] = [
    ['read a thread', 'GET', () => `/api/v1/messages/threads/${threadId}`, undefined, participants(200, 200)],
    [
      'write in it',
      'POST',
      () => `/api/v1/messages/threads/${threadId}/messages`,
      { text: 'Hi' },
      participants(201, 201),
    ],
    ['mark it read', 'POST', () => `/api/v1/messages/threads/${threadId}/read`, {}, participants(200, 200)],
    [
      'open the stay thread',
      'PUT',
      () => `/api/v1/messages/stays/${stay.reservationId}/thread`,
      undefined,
      participants(200, 200),
    ],
    [
      'read the stay kit',
      'GET',
      () => `/api/v1/messages/stays/${stay.reservationId}/kit`,
      undefined,
      participants(200, 404),
    ],
    [
      'report the host’s message',
      'POST',
      () => `/api/v1/messages/${hostMessage}/report`,
      { reason: 'spam' },
      participants(200, 403),
    ],
    ['see a photo', 'GET', () => `/api/v1/messages/photos/${photoFile}`, undefined, participants(200, 200)],
    [
      'read the door code',
      'GET',
      () => `/api/v1/messages/units/${stay.unitId}/door-code`,
      undefined,
      (who) => (who === 'stranger' ? 401 : who === 'host' ? 200 : who === 'other host' ? 404 : 403),
    ],
    [
      'read a thread from the console',
      'GET',
      () => `/api/v1/backoffice/messages/threads/${threadId}`,
      undefined,
      (who) => (who === 'stranger' ? 401 : who === 'admin' || who === 'support' ? 200 : 403),
    ],
  ];

  it.each(ROUTES)('%s', async (_name, method, url, body, expected) => {
    for (const who of WHO) {
      const res = await call(who, method, url(), body);
      expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBe(expected(who));
      if (expected(who) === 404) {
        expect(AnyEnvelope.parse(res.json()).meta.error_code, who).toBe('NOT_FOUND');
      }
    }
  });

  it('lists a thread only for its guest (as guest) and its host (as host)', async () => {
    for (const who of WHO.filter((w) => w !== 'stranger')) {
      for (const as of ['guest', 'host'] as const) {
        const res = await call(who as Exclude<Who, 'stranger'>, 'GET', `/api/v1/messages/threads?as=${as}`);
        expect(res.statusCode).toBe(200);
        const ids = res.json<{ data: { items: { id: number }[] } }>().data.items.map((item) => item.id);
        expect(ids.includes(threadId), `${who} as ${as}`).toBe(who === as);
      }
    }
  });
});
