import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { StayKitResponse } from '../../../contract/messages';
import * as s from '../../db/schema/index';
import { send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { openThread, stayWithHost, write } from './fixtures';
import { stayKit } from './kit';

/** The stay kit: one read for a confirmed stay, the door code and instructions only from 48 hours before. */
describe('the stay kit', () => {
  const t = useTestApp({ seed: false });

  const prepare = async (days: number) => {
    const stay = await stayWithHost(t.database.db, { days });
    await t.database.db
      .update(s.units)
      .set({
        checkInInstructionsEn: 'Key box by the door.',
        checkInInstructionsAr: 'صندوق المفتاح بجانب الباب.',
      })
      .where(eq(s.units.id, stay.unitId));
    const saved = await send(
      t.app,
      'PUT',
      `/api/v1/messages/units/${stay.unitId}/door-code`,
      stay.host.token,
      {
        door_code: ' 4827# ',
      },
    );
    expect(saved.json()).toMatchObject({ data: { door_code: '4827#' } });
    return stay;
  };
  const kitOf = async (token: string, reservationId: string, lang = 'en') =>
    send(t.app, 'GET', `/api/v1/messages/stays/${reservationId}/kit`, token, undefined, {
      'accept-language': lang,
    });

  let later: Awaited<ReturnType<typeof prepare>>;
  beforeAll(async () => {
    later = await prepare(21);
  });

  it('leaves the door code and instructions out weeks before check-in, with everything else', async () => {
    const threadId = await openThread(t.app, later.host.token, later.reservationId);
    await write(t.app, later.host.token, threadId, 'See you soon!');
    const res = await kitOf(later.guest.token, later.reservationId);
    expect(res.statusCode, res.body).toBe(200);
    const { kit } = StayKitResponse.parse(res.json()).data;
    expect(kit.door_code).toBeNull();
    expect(kit.check_in_instructions).toBeNull();
    expect(kit.address).toBeTypeOf('string');
    expect(kit.house_rules).toBe('None.');
    expect(kit.position).toEqual({ lat: 21.6, lng: 39.1 });
    expect(kit.receipt.total.amount_minor).toBeGreaterThan(0);
    expect(kit.thread.thread.id).toBe(threadId);
    expect(kit.thread.messages.map((m) => m.text)).toEqual(['See you soon!']);
    expect(Date.parse(kit.stay.access_from)).toBe(Date.parse(kit.stay.check_in_at) - 48 * 3_600_000);
  });

  it('gives them from 48 hours before check-in, in the reader’s language', async () => {
    const soon = await prepare(1);
    const res = await kitOf(soon.guest.token, soon.reservationId, 'ar');
    const { kit } = StayKitResponse.parse(res.json()).data;
    expect(kit.door_code).toBe('4827#');
    expect(kit.check_in_instructions).toBe('صندوق المفتاح بجانب الباب.');
  });

  it('turns at the very second the window opens', async () => {
    const db = t.database.db;
    const first = await stayKit(db, 'en', later.guest.userId, later.reservationId);
    const opens = new Date(first.stay.access_from);
    const before = await stayKit(
      db,
      'en',
      later.guest.userId,
      later.reservationId,
      new Date(opens.getTime() - 1000),
    );
    const at = await stayKit(db, 'en', later.guest.userId, later.reservationId, opens);
    expect(before.door_code).toBeNull();
    expect(at.door_code).toBe('4827#');
  });

  it('is the guest’s alone, and only for a confirmed stay', async () => {
    expect((await kitOf(later.host.token, later.reservationId)).statusCode).toBe(404);
    const pending = await stayWithHost(t.database.db, { status: 'pending_payment', days: 30 });
    const res = await kitOf(pending.guest.token, pending.reservationId);
    expect(res.statusCode).toBe(409);
    expect(AnyEnvelope.parse(res.json()).meta.error_code).toBe('CONFLICT');
  });

  it('lets only the unit’s host set its door code', async () => {
    const other = await stayWithHost(t.database.db);
    const res = await send(
      t.app,
      'PUT',
      `/api/v1/messages/units/${later.unitId}/door-code`,
      other.host.token,
      {
        door_code: '0000',
      },
    );
    expect(res.statusCode).toBe(404);
    const kit = await stayKit(
      t.database.db,
      'en',
      later.guest.userId,
      later.reservationId,
      new Date('2099-01-01'),
    );
    expect(kit.door_code).toBe('4827#');
  });
});
