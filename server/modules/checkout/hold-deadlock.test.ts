import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { translate } from '../../i18n/translate';
import { guestDetails, makeUnit, quickGuest, quote, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * Two checkouts inserting overlapping stays at the same instant can each find the other's row in
 * progress while checking the exclusion constraint; PostgreSQL then ends one with a deadlock (40P01),
 * not 23P01. On a busy host that turned the losers of a 50-way race into 500s. The timing cannot be
 * forced from outside, so a trigger makes the database answer exactly that for the first inserts.
 */
describe('checkout when the database reports a deadlock', () => {
  const t = useTestApp({ workJobs: false, pressure: false });

  beforeAll(async () => {
    // The count is a sequence: it survives the rollback of the insert that raised.
    await t.database.db.execute(
      sql.raw(`
      create sequence deadlock_count;
      create table deadlock_budget (n int not null);
      insert into deadlock_budget values (0);
      create function fake_deadlock() returns trigger language plpgsql as $$
      begin
        if nextval('deadlock_count') <= (select n from deadlock_budget) then
          raise exception 'deadlock detected' using errcode = '40P01';
        end if;
        return new;
      end $$;
      create trigger fake_deadlock before insert on reservations
        for each row execute function fake_deadlock();`),
    );
  });

  async function deadlocks(count: number) {
    await t.database.db.execute(sql`select setval('deadlock_count', 1, false)`);
    await t.database.db.execute(sql`update deadlock_budget set n = ${count}`);
  }

  it('retries the hold: a deadlock on the way is not the answer', async () => {
    await deadlocks(2);
    const guest = await quickGuest(t.database.db);
    const unit = await makeUnit(t.database.db);
    const body = { unit_id: unit.id, ...stay(3, 2), guests: 1 };
    const q = await quote(t.app, guest.token, body);
    const res = await send(t.app, 'POST', '/api/v1/checkout', guest.token, {
      ...body,
      quote_fingerprint: q.fingerprint,
      guest: guestDetails,
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers the losers of a race a translated 409 even when inserts deadlock', async () => {
    await deadlocks(6);
    const guests = await Promise.all(Array.from({ length: 20 }, () => quickGuest(t.database.db)));
    const unit = await makeUnit(t.database.db);
    const body = { unit_id: unit.id, ...stay(7, 3), guests: 1 };
    const q = await quote(t.app, guests[0]?.token ?? '', body);
    const results = await Promise.all(
      guests.map((g, i) =>
        send(
          t.app,
          'POST',
          '/api/v1/checkout',
          g.token,
          { ...body, quote_fingerprint: q.fingerprint, guest: guestDetails },
          { 'accept-language': i % 2 ? 'ar' : 'en' },
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    results.forEach((r, i) => {
      if (r.statusCode !== 409) return;
      const envelope = AnyEnvelope.parse(r.json());
      expect(envelope.data.message).toBe(
        translate(
          i % 2 ? 'ar' : 'en',
          envelope.meta.error_code === 'NIGHTS_TAKEN' ? 'checkout.nights_taken' : 'errors.conflict',
        ),
      );
    });
  });
});
