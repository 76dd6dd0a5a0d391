import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GuestCoinsResponse, GuestDetailResponse } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import { NotificationsResponse } from '../../../contract/notifications';
import { coinEntries, staffAudit, users } from '../../db/schema/index';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { grantCoins, quickGuest, send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * Granting and removing a guest's coins from the console: through the ledger with its audit row,
 * never below zero (also when two removals race), once per Idempotency-Key, the guest told in their
 * language.
 */
describe('backoffice guests: coins', () => {
  const t = useTestApp({ seed: false });
  let admin: Account;
  let support: Account;
  let finance: Account;

  beforeAll(async () => {
    const db = t.database.db;
    admin = await quickAccount(db, ['admin']);
    support = await quickAccount(db, ['support']);
    finance = await quickAccount(db, ['finance']);
  });

  const change = (who: Account, guestId: string, body: unknown, key?: string, lang = 'en') =>
    send(t.app, 'POST', `/api/v1/backoffice/guests/${guestId}/coins`, who.token, body, {
      'accept-language': lang,
      ...(key ? { 'idempotency-key': key } : {}),
    });
  const ledger = (userId: string) =>
    t.database.db.select().from(coinEntries).where(eq(coinEntries.userId, userId)).orderBy(coinEntries.id);

  it('grants and removes through the ledger, audits each change, and tells the guest in Arabic', async () => {
    const guest = await quickGuest(t.database.db);
    await t.database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, guest.userId));
    const granted = await change(support, guest.userId, { delta: 300, reason: '  Late check-in  ' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(GuestCoinsResponse.parse(granted.json()).data).toMatchObject({
      balance: 300,
      entry: { delta: 300, balance_after: 300, reason: 'adjust', note: 'Late check-in' },
    });
    const removed = GuestCoinsResponse.parse(
      (await change(admin, guest.userId, { delta: -120, reason: 'Granted twice by mistake' })).json(),
    );
    expect(removed.data.balance).toBe(180);
    expect((await ledger(guest.userId)).map((e) => [e.delta, e.balanceAfter, e.note])).toEqual([
      [300, 300, 'Late check-in'],
      [-120, 180, 'Granted twice by mistake'],
    ]);

    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.entityId, guest.userId))
      .orderBy(staffAudit.id);
    expect(audit).toMatchObject([
      {
        staffId: support.userId,
        action: 'user.grant_coins',
        entity: 'user',
        before: { coins: 0 },
        after: { coins: 300 },
        reason: 'Late check-in',
      },
      { staffId: admin.userId, action: 'user.remove_coins', before: { coins: 300 }, after: { coins: 180 } },
    ]);

    const inbox = await send(t.app, 'GET', '/api/v1/notifications', guest.token, undefined, {
      'accept-language': 'ar',
    });
    const items = NotificationsResponse.parse(inbox.json()).data.items;
    expect(items.map((n) => [n.type, n.link])).toEqual([
      ['coins_removed', '/rewards'],
      ['coins_granted', '/rewards'],
    ]);
    expect(items[1]?.body).toBe('أضاف فريقنا 300 عملة إلى رصيدك. رصيدك الآن 300.');

    const detail = GuestDetailResponse.parse(
      (await send(t.app, 'GET', `/api/v1/backoffice/guests/${guest.userId}`, finance.token)).json(),
    );
    expect(detail.data.guest.profile.coins).toBe(180);
    expect(detail.data.guest.coins.items.map((e) => e.note)).toEqual([
      'Granted twice by mistake',
      'Late check-in',
    ]);
  });

  it('refuses to take the balance below zero with a translated 409, and changes nothing', async () => {
    const guest = await quickGuest(t.database.db);
    await grantCoins(t.database.db, guest.userId, 50);
    const refused = await change(finance, guest.userId, { delta: -51, reason: 'Too much' }, undefined, 'ar');
    expect(refused.statusCode).toBe(409);
    const body = AnyEnvelope.parse(refused.json());
    expect(body.data.message).toBe('هذا يخصم عملات أكثر مما لدى الضيف.');
    expect(body.meta.errors).toEqual([
      { field: 'delta', message: 'لدى الضيف 50 عملة؛ اخصم هذا القدر على الأكثر.' },
    ]);
    expect(await ledger(guest.userId)).toHaveLength(1);
    const audit = await t.database.db.select().from(staffAudit).where(eq(staffAudit.entityId, guest.userId));
    expect(audit).toEqual([]);
  });

  it('lets only one of two removals of the whole balance through, whatever the timing', async () => {
    for (let round = 0; round < 5; round += 1) {
      const guest = await quickGuest(t.database.db);
      await grantCoins(t.database.db, guest.userId, 100);
      const answers = await Promise.all(
        [admin, finance, support].map((who) =>
          change(who, guest.userId, { delta: -100, reason: `Race ${round}` }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      const entries = await ledger(guest.userId);
      expect(entries.map((e) => e.balanceAfter)).toEqual([100, 0]);
    }
  });

  it('applies one Idempotency-Key once and replays its answer', async () => {
    const guest = await quickGuest(t.database.db);
    const key = `coins-${guest.userId}`;
    const body = { delta: 40, reason: 'Goodwill' };
    const [a, b] = await Promise.all([
      change(admin, guest.userId, body, key),
      change(admin, guest.userId, body, key),
    ]);
    expect([a.statusCode, b.statusCode]).toContain(200);
    for (const answer of [a, b]) expect([200, 409]).toContain(answer.statusCode);
    const replay = await change(admin, guest.userId, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(GuestCoinsResponse.parse(replay.json()).data.balance).toBe(40);
    expect(await ledger(guest.userId)).toHaveLength(1);
    const other = await change(admin, guest.userId, { ...body, delta: 41 }, key);
    expect(other.statusCode).toBe(422);
  });

  it('caps what support may move at once; finance and admin go up to the maximum', async () => {
    const guest = await quickGuest(t.database.db);
    const big = { delta: 5_001, reason: 'Compensation for a cancelled stay' };
    const refused = await change(support, guest.userId, big);
    expect(refused.statusCode).toBe(403);
    expect(AnyEnvelope.parse(refused.json()).meta.errors[0]?.field).toBe('delta');
    expect((await change(support, guest.userId, { ...big, delta: 5_000 })).statusCode).toBe(200);
    expect((await change(finance, guest.userId, { ...big, delta: 100_000 })).statusCode).toBe(200);
    expect((await change(admin, guest.userId, { ...big, delta: -105_000 })).statusCode).toBe(422);
    expect((await change(admin, guest.userId, { ...big, delta: -100_000 })).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(coinEntries)
      .where(and(eq(coinEntries.userId, guest.userId), eq(coinEntries.reason, 'adjust')));
    expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(5_000);
  });
});
