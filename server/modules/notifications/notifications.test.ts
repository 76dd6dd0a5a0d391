import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MarkReadResponse,
  NotificationResponse,
  NotificationsResponse,
  UnreadCountResponse,
} from '../../../contract/notifications';
import { bearer, post, registerAccount } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { notify } from './service';

describe('notifications', () => {
  const t = useTestApp({ catalogue: true });
  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(token), ...headers } });
  const send = (url: string, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...bearer(token), ...headers } });
  const unread = async (token: string) =>
    UnreadCountResponse.parse((await get('/notifications/unread/count', token)).json()).data.unread;
  const list = async (token: string, lang = 'en') =>
    NotificationsResponse.parse((await get('/notifications', token, { 'accept-language': lang })).json());

  it('renders title and body in the reader’s language at read time', async () => {
    const me = await registerAccount(t.app);
    await notify(t.database.db, {
      userId: me.userId,
      type: 'points_earned',
      params: { count: 120, unit: 'Villa Rosa' },
      link: '/rewards',
    });
    const en = await list(me.token, 'en');
    expect(en.data.items[0]).toMatchObject({
      type: 'points_earned',
      title: 'Points earned',
      body: 'You earned 120 points for your stay at Villa Rosa.',
      link: '/rewards',
      read: false,
    });
    const ar = await list(me.token, 'ar');
    expect(ar.data.items[0]?.title).toBe('حصلت على نقاط');
    expect(ar.data.items[0]?.body).toContain('Villa Rosa');
  });

  it('names a unit in the reader’s language when both names were given', async () => {
    const me = await registerAccount(t.app);
    await notify(t.database.db, {
      userId: me.userId,
      type: 'reservation_cancelled',
      params: { unit: 'Dune Villa', unit_en: 'Dune Villa', unit_ar: 'فيلا الكثبان' },
    });
    expect((await list(me.token, 'en')).data.items[0]?.body).toBe(
      'Your reservation at Dune Villa was cancelled.',
    );
    expect((await list(me.token, 'ar')).data.items[0]?.body).toBe('تم إلغاء حجزك في فيلا الكثبان.');
  });

  it('formats amounts and days in the reader’s language, as the pages do', async () => {
    const me = await registerAccount(t.app);
    const unit = { unit_en: 'Dune Villa', unit_ar: 'فيلا الكثبان' };
    await notify(t.database.db, {
      userId: me.userId,
      type: 'booking_confirmed',
      params: { ...unit, check_in: '2027-03-03' },
    });
    await notify(t.database.db, {
      userId: me.userId,
      type: 'refund_issued',
      params: { ...unit, amount_minor: 294_125, currency: 'SAR' },
    });
    const [refundEn, bookedEn] = (await list(me.token, 'en')).data.items;
    expect(bookedEn?.body).toBe('Your stay at Dune Villa from Mar 3, 2027 is confirmed.');
    expect(refundEn?.body).toMatch(/^We refunded SAR\u00a02,941\.25 for your stay at Dune Villa\./);
    const [refundAr, bookedAr] = (await list(me.token, 'ar')).data.items;
    expect(bookedAr?.body).toBe('تم تأكيد إقامتك في فيلا الكثبان ابتداءً من 3 مارس 2027.');
    expect(refundAr?.body).toMatch(/^رددنا \u200f2,941\.25\u00a0ر\.س\.\u200f عن إقامتك/);
  });

  it('counts unread, marks one and all read, newest first and paginated', async () => {
    const me = await registerAccount(t.app);
    for (let i = 0; i < 5; i += 1) {
      await notify(t.database.db, {
        userId: me.userId,
        type: 'review_reaction',
        params: { unit: `Unit ${i}` },
      });
    }
    expect(await unread(me.token)).toBe(5);
    const page = NotificationsResponse.parse(
      (await get('/notifications?per_page=2&page=2', me.token)).json(),
    );
    expect(page.pagination).toEqual({ page: 2, per_page: 2, total: 5, last_page: 3 });
    expect(page.data.items.map((n) => n.body)).toEqual([
      'A guest reacted to your review of Unit 2.',
      'A guest reacted to your review of Unit 1.',
    ]);
    const first = page.data.items[0]!;
    const read = MarkReadResponse.parse((await send(`/notifications/${first.id}/read`, me.token)).json());
    expect(read.data.unread).toBe(4);
    // Reading it again changes nothing.
    expect(
      MarkReadResponse.parse((await send(`/notifications/${first.id}/read`, me.token)).json()).data.unread,
    ).toBe(4);
    const one = NotificationResponse.parse((await get(`/notifications/${first.id}`, me.token)).json());
    expect(one.data.notification.read).toBe(true);
    const all = MarkReadResponse.parse((await send('/notifications/read/all', me.token)).json());
    expect(all.data.unread).toBe(0);
    expect(await unread(me.token)).toBe(0);
  });

  it('answers 404 for another user’s id on every id route (IDOR), and 422 for a malformed one', async () => {
    const owner = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    await notify(t.database.db, { userId: owner.userId, type: 'payment_failed', params: { unit: 'X' } });
    const [mine] = (await list(owner.token)).data.items;
    expect((await get(`/notifications/${mine!.id}`, stranger.token)).statusCode).toBe(404);
    expect((await send(`/notifications/${mine!.id}/read`, stranger.token)).statusCode).toBe(404);
    expect((await send('/notifications/read/all', stranger.token)).statusCode).toBe(200);
    expect(await unread(owner.token)).toBe(1);
    for (const bad of ['abc', '0', '99999999999999999999999', '1e3']) {
      expect((await get(`/notifications/${bad}`, owner.token)).statusCode, bad).toBe(422);
    }
    expect((await get('/notifications/424242424242', owner.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
  });

  it('replays a mark-read with the same Idempotency-Key instead of applying it again', async () => {
    const me = await registerAccount(t.app);
    await notify(t.database.db, {
      userId: me.userId,
      type: 'stay_tomorrow',
      params: { unit: 'X', time: '15:00' },
    });
    const key = randomUUID();
    const first = await send('/notifications/read/all', me.token, { 'idempotency-key': key });
    await notify(t.database.db, {
      userId: me.userId,
      type: 'stay_tomorrow',
      params: { unit: 'Y', time: '15:00' },
    });
    const replay = await send('/notifications/read/all', me.token, { 'idempotency-key': key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    // The notification made after the first call stays unread: the replay did not run again.
    expect(await unread(me.token)).toBe(1);
  });

  it('notifies a signed-in investment requester of the request received', async () => {
    const me = await registerAccount(t.app, { phone: '+971501112233' });
    const res = await post(
      t.app,
      '/api/v1/investment/requests',
      { investment_unit: 'obhur-beach-chalets', shares: 4 },
      { headers: bearer(me.token) },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [item] = (await list(me.token)).data.items;
    expect(item).toMatchObject({
      type: 'investment_request_received',
      link: '/investment-units/obhur-beach-chalets',
    });
    expect(item?.body).toMatch(/INV-\d{6}.*4 shares in Beach chalets in Obhur/);
    const [inArabic] = (await list(me.token, 'ar')).data.items;
    expect(inArabic?.body).toContain('شاليهات شاطئية في أبحر');
    // Arabic counts 3 to 10 with a plural noun: "4 حصص", not "4 حصة" (issue 29).
    expect(inArabic?.body).toContain('لشراء 4 حصص في');
  });

  it('hides Web Push without VAPID keys', async () => {
    const me = await registerAccount(t.app);
    const res = await get('/notifications/push/key', me.token);
    expect(res.json()).toMatchObject({ data: { public_key: null } });
  });
});
