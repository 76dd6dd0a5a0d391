import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { guestDetails, makeUnit, quickGuest, quote, send, stay } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';

/**
 * A checkout mostly waits on the database, so its statements are its latency and much of its cost.
 * A plain hold (no promo, no coins) with an Idempotency-Key is: the session check, the key's claim,
 * one read for the quote, one statement for the hold, the key's answer, and the public cache's notice.
 * It used to take 16.
 */
const BUDGET = 6;

describe('a plain hold', () => {
  const t = useTestApp({ workJobs: false, pressure: false });

  it(`costs at most ${BUDGET} SQL statements`, async () => {
    const guest = await quickGuest(t.database.db);
    const unit = await makeUnit(t.database.db);
    const body = { unit_id: unit.id, ...stay(3, 2), guests: 1 };
    const q = await quote(t.app, guest.token, body);
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      sent.push(typeof first === 'string' ? first : (first.text ?? ''));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      const res = await send(
        t.app,
        'POST',
        '/api/v1/checkout',
        guest.token,
        { ...body, quote_fingerprint: q.fingerprint, guest: guestDetails },
        { 'idempotency-key': randomUUID() },
      );
      // The public cache's notice goes out a few milliseconds later (public-cache-sync.ts).
      await new Promise((done) => setTimeout(done, 50));
      expect(res.statusCode).toBe(201);
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(
      sent.length,
      sent.map((text) => text.replace(/\s+/g, ' ').slice(0, 80)).join('\n'),
    ).toBeLessThanOrEqual(BUDGET);
  });
});
