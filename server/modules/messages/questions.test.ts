import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { QUESTIONS_PER_DAY, QuestionResponse } from '../../../contract/messages';
import * as s from '../../db/schema/index';
import { send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { account, hostedUnit } from '../hosting/stays-fixtures';
import { MASK } from './masking';

/** A guest's question before booking: one thread per guest and unit, a few new ones a day, masked. */
describe('questions before booking', () => {
  const t = useTestApp({ seed: false });
  const ask = (token: string, unitId: number, text: string, key = randomUUID()) =>
    send(
      t.app,
      'POST',
      `/api/v1/messages/units/${unitId}/questions`,
      token,
      { text },
      { 'idempotency-key': key },
    );

  it('opens one thread per guest and unit, masks contact details, and tells the host', async () => {
    const db = t.database.db;
    const guest = await account(db);
    const host = await account(db, ['host']);
    const unitId = await hostedUnit(db, host.userId);
    const first = await ask(guest.token, unitId, 'Is parking free? mail me at noura at gmail dot com');
    expect(first.statusCode, first.body).toBe(201);
    const { thread, sent: message } = QuestionResponse.parse(first.json()).data;
    expect(thread).toMatchObject({ kind: 'question', side: 'guest', stay: null, masking: true });
    expect(message).toMatchObject({ text: `Is parking free? mail me at ${MASK}`, masked: true });
    const again = QuestionResponse.parse((await ask(guest.token, unitId, 'And a cot?')).json()).data;
    expect(again.thread.id).toBe(thread.id);
    const hostList = await send(t.app, 'GET', '/api/v1/messages/threads?as=host', host.token);
    expect(hostList.json()).toMatchObject({
      data: { items: [{ id: thread.id, unread: 2, counterpart: 'Race' }] },
    });
    expect(await db.$count(s.notifications, eq(s.notifications.userId, host.userId))).toBe(2);
  });

  it(`allows ${QUESTIONS_PER_DAY} new questions a day, and still lets the guest write in them`, async () => {
    const db = t.database.db;
    const guest = await account(db);
    const host = await account(db, ['host']);
    const units = [];
    for (let i = 0; i <= QUESTIONS_PER_DAY; i += 1) units.push(await hostedUnit(db, host.userId));
    for (const unitId of units.slice(0, QUESTIONS_PER_DAY)) {
      expect((await ask(guest.token, unitId, 'Free on the 12th?')).statusCode).toBe(201);
    }
    const refused = await ask(guest.token, units[QUESTIONS_PER_DAY]!, 'And this one?', undefined);
    expect(refused.statusCode).toBe(429);
    expect(AnyEnvelope.parse(refused.json()).meta.error_code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect((await ask(guest.token, units[0]!, 'One more detail')).statusCode).toBe(201);
  });

  it('refuses the unit’s own host, and units nobody hosts or that are not published', async () => {
    const db = t.database.db;
    const host = await account(db, ['host']);
    const unitId = await hostedUnit(db, host.userId);
    expect((await ask(host.token, unitId, 'Me?')).statusCode).toBe(409);
    await db.update(s.units).set({ status: 'draft' }).where(eq(s.units.id, unitId));
    const guest = await account(db);
    expect((await ask(guest.token, unitId, 'Open?')).statusCode).toBe(404);
    expect((await ask(guest.token, 2_147_483_647, 'Anyone?')).statusCode).toBe(404);
  });
});
