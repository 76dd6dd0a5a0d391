import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { FavoriteIdsResponse, FavoritesResponse } from '../../../contract/favorites';
import * as s from '../../db/schema/index';
import { pruneIdempotencyKeys } from '../../plugins/idempotency';
import { bearer, registerAccount } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

describe('favorites', () => {
  const t = useTestApp({ catalogue: true });
  const unitIds = async (n: number) =>
    (await t.database.db.select({ id: s.units.id }).from(s.units).orderBy(s.units.id).limit(n)).map(
      (u) => u.id,
    );
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, extra: object = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(token), ...extra } });
  const save = (token: string, unitId: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/favorites',
      headers: { ...bearer(token), ...headers },
      payload: { unit_id: unitId },
    });
  const remove = (token: string, unitId: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/favorites/${unitId}`,
      headers: { ...bearer(token), ...headers },
    });
  const list = async (token: string, query = '') => {
    const res = await call('GET', `/favorites${query}`, token, { currency: 'USD' });
    expect(res.statusCode, res.body).toBe(200);
    return FavoritesResponse.parse(res.json());
  };

  it('refuses a guest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/favorites' });
    expect(res.statusCode).toBe(401);
  });

  it('saves a unit once however often it is added, and lists it as a card in the asked currency', async () => {
    const me = await registerAccount(t.app);
    const [a, b] = await unitIds(2);
    for (const id of [a, a, b, a]) expect((await save(me.token, id)).statusCode).toBe(200);
    const page = await list(me.token);
    expect(page.pagination.total).toBe(2);
    // Newest saved first; prices converted to the currency header.
    expect(page.data.items.map((f) => f.unit_id)).toEqual([b, a]);
    expect(page.data.items[0]?.unit.price_per_night.currency).toBe('USD');
    const ids = FavoriteIdsResponse.parse((await call('GET', '/favorites/ids', me.token)).json());
    expect(ids.data.unit_ids.sort()).toEqual([a, b].sort());
  });

  it('stores one row when two saves race', async () => {
    const me = await registerAccount(t.app);
    const [a] = await unitIds(1);
    const results = await Promise.all(Array.from({ length: 8 }, () => save(me.token, a)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await list(me.token)).pagination.total).toBe(1);
  });

  it('removes a saved unit, and removing one not saved is no error', async () => {
    const me = await registerAccount(t.app);
    const [a] = await unitIds(1);
    await save(me.token, a);
    expect((await remove(me.token, a!)).statusCode).toBe(200);
    expect((await remove(me.token, a!)).statusCode).toBe(200);
    expect((await list(me.token)).pagination.total).toBe(0);
  });

  it('never touches another user’s favourites (IDOR on favorites/{id})', async () => {
    const owner = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    const [a] = await unitIds(1);
    await save(owner.token, a);
    expect((await remove(stranger.token, a!)).statusCode).toBe(200);
    expect((await list(owner.token)).pagination.total).toBe(1);
    expect((await list(stranger.token)).pagination.total).toBe(0);
  });

  it('answers 404 for an unknown unit and 422 for a bad id, never a 500', async () => {
    const me = await registerAccount(t.app);
    expect((await save(me.token, 999_999)).statusCode).toBe(404);
    for (const bad of ['abc', '99999999999999999999', '-1', '1.5', '%00']) {
      const res = await remove(me.token, bad);
      expect(res.statusCode, bad).toBe(422);
      expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('VALIDATION_FAILED');
    }
    for (const bad of ['1', 1e12, null, 0]) expect((await save(me.token, bad)).statusCode).toBe(422);
  });

  it('applies a replayed write once and answers it identically (Idempotency-Key)', async () => {
    const me = await registerAccount(t.app);
    const [a] = await unitIds(1);
    const key = randomUUID();
    const first = await save(me.token, a, { 'idempotency-key': key });
    // The user removes it in between; a late replay of the old save must not bring it back.
    const removed = await remove(me.token, a!);
    expect(removed.statusCode).toBe(200);
    const replay = await save(me.token, a, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect((await list(me.token)).pagination.total).toBe(0);
    // Two replays racing: one runs, the others replay or are told to retry; never applied twice.
    const key2 = randomUUID();
    const raced = await Promise.all(
      Array.from({ length: 4 }, () => remove(me.token, a!, { 'idempotency-key': key2 })),
    );
    expect(raced.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(raced.filter((r) => r.statusCode === 200 && !r.headers['idempotent-replayed']).length).toBe(1);
  });

  it('keeps keys per user: the same key from another user is another write', async () => {
    const one = await registerAccount(t.app);
    const two = await registerAccount(t.app);
    const [a] = await unitIds(1);
    const key = randomUUID();
    await save(one.token, a, { 'idempotency-key': key });
    const other = await save(two.token, a, { 'idempotency-key': key });
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect((await list(two.token)).pagination.total).toBe(1);
    expect((await save(one.token, a, { 'idempotency-key': 'short' })).statusCode).toBe(400);
  });

  it('forgets stored answers after a day, so an old key runs again', async () => {
    const me = await registerAccount(t.app);
    const [a] = await unitIds(1);
    const key = randomUUID();
    await save(me.token, a, { 'idempotency-key': key });
    await t.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '2 days' where key = ${key}`,
    );
    expect(await pruneIdempotencyKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    const again = await save(me.token, a, { 'idempotency-key': key });
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });
});
