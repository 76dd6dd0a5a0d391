import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { place, texts, useHostingKit } from './units-test-kit';

/** The publishing steps: send for review (refused while issues remain), pause and resume. */
describe('hosting units: publishing', () => {
  const { t, f, send, unitOf, errorsOf, draft } = useHostingKit();

  it('refuses to send a unit with issues, then sends it once they are fixed', async () => {
    const { host, unit } = await draft();
    const refused = await send('POST', `/${unit.id}/submit`, host.token, undefined, 'ar');
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused).map((e) => e.field)).toEqual([
      'texts_en',
      'texts_ar',
      'photos',
      'place',
      'licence_missing',
    ]);
    expect(errorsOf(refused)[2]?.message).toMatch(/5/);

    const withTexts = unitOf(await send('PUT', `/${unit.id}/texts`, host.token, texts));
    expect(withTexts.languages).toEqual({ en: true, ar: true });
    expect(withTexts.issues).toEqual(['photos', 'place', 'licence_missing']);
    await send('PUT', `/${unit.id}/place`, host.token, place);
    const licensed = await send('PUT', `/${unit.id}/licence`, host.token, {
      licence_number: 'SA-778899',
      licence_expires_on: '2099-12-31',
    });
    expect(unitOf(licensed).issues).toEqual(['photos']);
    await f.photos(unit.id, 5, false);
    expect(unitOf(await send('GET', `/${unit.id}`, host.token)).issues).toEqual(['photo_alt']);
    await t.database.db.execute(
      sql`update unit_images set alt_en = 'Room', alt_ar = 'غرفة' where unit_id = ${unit.id}`,
    );

    const sent = await send('POST', `/${unit.id}/submit`, host.token);
    expect(sent.statusCode).toBe(200);
    expect(unitOf(sent).status).toBe('review');
    // Under review the texts wait; other sections still save.
    const locked = await send(
      'PUT',
      `/${unit.id}/texts`,
      host.token,
      { ...texts, title_en: 'Changed' },
      'ar',
    );
    expect(locked.statusCode).toBe(409);
    expect(AnyEnvelope.parse(locked.json()).data.message).toMatch(/[\u0600-\u06ff]/);
    expect(
      (await send('PUT', `/${unit.id}/place`, host.token, { ...place, area_en: 'Olaya' })).statusCode,
    ).toBe(200);
    expect((await send('POST', `/${unit.id}/submit`, host.token)).statusCode).toBe(409);
  });

  it('pauses and resumes a published unit, and its edits show on the public page at once', async () => {
    const { host, unit } = await draft();
    await send('PUT', `/${unit.id}/texts`, host.token, texts);
    await send('PUT', `/${unit.id}/licence`, host.token, {
      licence_number: 'SA-4455',
      licence_expires_on: '2099-01-01',
    });
    await f.publish(unit.id);
    const publicTitle = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/units/${unit.id}`,
        headers: { 'accept-language': 'en' },
      });
      return res.json().data.unit.title as string;
    };
    expect(await publicTitle()).toBe(texts.title_en);
    await send('PUT', `/${unit.id}/texts`, host.token, { ...texts, title_en: 'Garden flat, newly painted' });
    expect(await publicTitle()).toBe('Garden flat, newly painted');

    expect((await send('POST', `/${unit.id}/resume`, host.token)).statusCode).toBe(409);
    const paused = unitOf(await send('POST', `/${unit.id}/pause`, host.token));
    expect([paused.status, paused.paused_reason]).toEqual(['paused', 'host']);
    expect((await send('POST', `/${unit.id}/pause`, host.token)).statusCode).toBe(409);
    const resumed = unitOf(await send('POST', `/${unit.id}/resume`, host.token));
    expect([resumed.status, resumed.paused_reason]).toEqual(['published', null]);
  });

  it('resumes a unit paused for an expired licence only once the licence is renewed', async () => {
    const { host, unit } = await draft();
    await t.database.db.execute(
      sql`update units set status = 'paused', paused_reason = 'licence_expired', licence_number = 'SA-1111',
        licence_expires_on = '2020-01-01' where id = ${unit.id}`,
    );
    const refused = await send('POST', `/${unit.id}/resume`, host.token);
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused).map((e) => e.field)).toEqual(['licence_expired']);
    await send('PUT', `/${unit.id}/licence`, host.token, {
      licence_number: 'SA-2222',
      licence_expires_on: '2099-01-01',
    });
    expect(unitOf(await send('POST', `/${unit.id}/resume`, host.token)).status).toBe('published');
  });
});
