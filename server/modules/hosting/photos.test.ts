import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { HostUnitResponse, MAX_UNIT_PHOTO_BYTES, MAX_UNIT_PHOTOS } from '../../../contract/hosting-units';
import { MEDIA_VERSION } from '../../../contract/media';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';
import { cameraJpeg, multipart, photoFixtures, sender } from './photos-fixtures';
import { variantNames } from './photos-files';
import { loadHostUnit } from './unit-view';

const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

describe('unit photos', { timeout: 120_000 }, () => {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'sakan-photos-'));
  const mediaDir = mkdtempSync(join(tmpdir(), 'sakan-media-'));
  const photosDir = join(uploadsDir, 'units');
  const t = useTestApp({
    seed: false,
    workJobs: false,
    uploadsDir,
    media: { mediaDir, version: MEDIA_VERSION },
  });
  const f = photoFixtures(() => t.database.db, TEST_AUTH_SECRET);
  const send = sender(() => t.app);
  const url = (unitId: number, rest = '') => `/api/v1/hosting/units/${unitId}/photos${rest}`;
  const files = () => (existsSync(photosDir) ? readdirSync(photosDir).sort() : []);
  const unitOf = (res: { json: () => unknown }) => HostUnitResponse.parse(res.json()).data.unit;

  it('re-encodes a real JPEG to every size and format the guest pages use, without its EXIF, served by /media', async () => {
    const host = await f.account(['host']);
    const unitId = await f.unit(host.id, 2);
    const camera = await cameraJpeg();
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    const res = await send(
      'POST',
      url(unitId),
      host.token,
      multipart([{ filename: 'IMG_0001.jpg', type: 'image/jpeg', bytes: camera }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const unit = unitOf(res);
    expect(unit.photos).toBe(3);
    const added = unit.photos_list[2]!;
    expect(added).toMatchObject({ alt_en: '', alt_ar: '' });
    expect(unit.issues).toContain('photo_alt');
    for (const name of variantNames(added.key)) expect(files()).toContain(name);
    expect(files().some((name) => name.startsWith('.'))).toBe(false);

    const served = await t.app.inject({
      method: 'GET',
      url: `/media/${MEDIA_VERSION}/${added.key}-640.webp`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'webp',
      width: 640,
      height: 400,
      exif: undefined,
    });
    const avif = await t.app.inject({ method: 'GET', url: `/media/${MEDIA_VERSION}/${added.key}-1536.avif` });
    expect(avif.statusCode).toBe(200);
  });

  it('refuses by content: HTML named .jpg, HTML behind a PNG signature; nothing is written', async () => {
    const host = await f.account(['host']);
    const unitId = await f.unit(host.id, 1);
    const before = files();
    const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const bytes of [html, Buffer.concat([pngHeader, html])]) {
      const res = await send(
        'POST',
        url(unitId),
        host.token,
        multipart([
          { filename: 'good.jpg', type: 'image/jpeg', bytes: await cameraJpeg(320, 200) },
          { filename: 'holiday.jpg', type: 'image/jpeg', bytes },
        ]),
      );
      expect(res.statusCode, res.body).toBe(415);
      expect(AnyEnvelope.parse(res.json()).meta.errors[0]).toMatchObject({ field: 'photos' });
    }
    expect(files()).toEqual(before);
    expect((await loadHostUnit(t.database.db, 'en', host.id, unitId))!.photos).toBe(1);
  });

  it('answers a too-large photo 413, too many 422 and a JSON body 415, in the caller’s language', async () => {
    const host = await f.account(['host']);
    const unitId = await f.unit(host.id, MAX_UNIT_PHOTOS - 1);
    const before = files();
    const huge = Buffer.concat([await cameraJpeg(64, 64), Buffer.alloc(MAX_UNIT_PHOTO_BYTES)]);
    const big = await send(
      'POST',
      url(unitId),
      host.token,
      multipart([{ filename: 'big.jpg', type: 'image/jpeg', bytes: huge }]),
    );
    expect(big.statusCode).toBe(413);
    const jpeg = await cameraJpeg(64, 64);
    const two = multipart([1, 2].map((n) => ({ filename: `${n}.jpg`, type: 'image/jpeg', bytes: jpeg })));
    const many = await t.app.inject({
      method: 'POST',
      url: url(unitId),
      payload: two.payload,
      headers: { ...two.headers, authorization: `Bearer ${host.token}`, 'accept-language': 'ar' },
    });
    expect(many.statusCode).toBe(422);
    expect(AnyEnvelope.parse(many.json()).meta.errors[0]?.message).toContain('لا تتسع الوحدة');
    expect((await send('POST', url(unitId), host.token, { photos: [] })).statusCode).toBe(415);
    expect(files()).toEqual(before);
    expect((await loadHostUnit(t.database.db, 'en', host.id, unitId))!.photos).toBe(MAX_UNIT_PHOTOS - 1);
  });

  it('reorders with the full list only, the first becoming the cover', async () => {
    const host = await f.account(['host']);
    const unitId = await f.unit(host.id, 4);
    const ids = (await loadHostUnit(t.database.db, 'en', host.id, unitId))!.photos_list.map((p) => p.id);
    for (const wrong of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 999_999], []]) {
      const res = await send('PUT', url(unitId, '/order'), host.token, { ids: wrong });
      expect(res.statusCode).toBe(422);
    }
    const order = [ids[2]!, ids[0]!, ids[3]!, ids[1]!];
    const res = await send('PUT', url(unitId, '/order'), host.token, { ids: order });
    expect(res.statusCode).toBe(200);
    const unit = unitOf(res);
    expect(unit.photos_list.map((p) => p.id)).toEqual(order);
    expect(unit.cover?.key).toBe(unit.photos_list[0]!.key);
  });

  it('saves alt texts trimmed, and refuses another unit’s photo id with 404', async () => {
    const host = await f.account(['host']);
    const unitId = await f.unit(host.id, 2);
    const otherUnit = await f.unit(host.id, 1);
    const [photo] = (await loadHostUnit(t.database.db, 'en', host.id, otherUnit))!.photos_list;
    const res = await send('PUT', url(unitId, `/${photo!.id}`), host.token, { alt_en: 'x', alt_ar: 'س' });
    expect(res.statusCode).toBe(404);
    const mine = (await loadHostUnit(t.database.db, 'en', host.id, unitId))!.photos_list[1]!;
    const saved = await send('PUT', url(unitId, `/${mine.id}`), host.token, {
      alt_en: '  The sea from the balcony ',
      alt_ar: 'البحر من الشرفة',
    });
    expect(saved.statusCode).toBe(200);
    expect(unitOf(saved).photos_list[1]).toMatchObject({
      alt_en: 'The sea from the balcony',
      alt_ar: 'البحر من الشرفة',
    });
    expect(
      (await send('PUT', url(unitId, `/${mine.id}`), host.token, { alt_en: 'a\u0000b', alt_ar: '' }))
        .statusCode,
    ).toBe(422);
  });

  it('deletes a photo, closes the gap, and removes its files', async () => {
    const host = await f.account(['host']);
    const unitId = await f.unit(host.id, 0);
    const jpeg = await cameraJpeg(320, 200);
    const up = await send(
      'POST',
      url(unitId),
      host.token,
      multipart([1, 2].map((n) => ({ filename: `${n}.png`, type: 'image/png', bytes: jpeg }))),
    );
    expect(up.statusCode).toBe(201);
    const [first, second] = unitOf(up).photos_list;
    const res = await send('DELETE', url(unitId, `/${first!.id}`), host.token);
    expect(res.statusCode).toBe(200);
    expect(unitOf(res).photos_list).toEqual([second]);
    expect(files().filter((name) => name.startsWith(first!.key))).toEqual([]);
    expect(files().filter((name) => name.startsWith(second!.key))).toHaveLength(
      variantNames(second!.key).length,
    );
    expect((await send('DELETE', url(unitId, `/${first!.id}`), host.token)).statusCode).toBe(404);
  });

  it('locks the photos of a unit in review and keeps a published unit at its minimum', async () => {
    const host = await f.account(['host']);
    const inReview = await f.unit(host.id, 5, 'review');
    const ids = (await loadHostUnit(t.database.db, 'en', host.id, inReview))!.photos_list.map((p) => p.id);
    const locked = await send('PUT', url(inReview, '/order'), host.token, { ids: [...ids].reverse() });
    expect(locked.statusCode).toBe(409);
    expect((await send('DELETE', url(inReview, `/${ids[0]}`), host.token)).statusCode).toBe(409);

    const published = await f.unit(host.id, 5, 'published');
    const [photo] = (await loadHostUnit(t.database.db, 'en', host.id, published))!.photos_list;
    const kept = await send('DELETE', url(published, `/${photo!.id}`), host.token);
    expect(kept.statusCode).toBe(409);
    expect(AnyEnvelope.parse(kept.json()).meta.errors[0]?.message).toContain('at least 5 photos');
    const moved = await send('PUT', url(published, '/order'), host.token, {
      ids: (await loadHostUnit(t.database.db, 'en', host.id, published))!.photos_list
        .map((p) => p.id)
        .reverse(),
    });
    expect(moved.statusCode).toBe(200);
  });
});
