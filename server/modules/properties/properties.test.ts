import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { PropertySubmissionResponse } from '../../../contract/properties';
import { propertySubmissions } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

const uploadsDir = mkdtempSync(join(tmpdir(), 'sakan-uploads-test-'));

const details = {
  owner_name: 'Faisal Al-Harbi',
  owner_email: 'faisal@example.com',
  owner_phone: '+966 55 000 1122',
  city: 'riyadh',
  category: 'apartment',
  bedrooms: 2,
  guests: 4,
  address: 'Al Olaya, King Fahd Road, Riyadh',
  description: 'شقة مفروشة بالكامل قرب المترو، بإطلالة على المدينة.',
};

async function body(data: unknown, photos: { name: string; bytes: Buffer; type?: string }[]) {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  for (const photo of photos)
    form.append(
      'photos',
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }),
      photo.name,
    );
  const request = new Request('http://x', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

describe('list your property', () => {
  const t = useTestApp({ catalogue: true, uploadsDir });
  let jpeg: Buffer;
  let png: Buffer;
  let ip = 0;

  beforeAll(async () => {
    // A phone photo with its camera metadata (EXIF), which must not survive.
    jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c08040' } })
      .withExif({ IFD0: { Make: 'PhoneMaker', Artist: 'Faisal' } })
      .jpeg()
      .toBuffer();
    png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#2060a0ff' } })
      .png()
      .toBuffer();
  });

  const submit = async (
    data: unknown,
    photos: { name: string; bytes: Buffer; type?: string }[],
    key?: string,
  ) => {
    const { payload, type } = await body(data, photos);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      remoteAddress: `10.5.0.${(ip += 1)}`,
      headers: { 'content-type': type, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  };
  const rows = () => t.database.db.select().from(propertySubmissions);

  it('stores a submission with its photos re-encoded into every variant, metadata stripped', async () => {
    const res = await submit(details, [
      { name: 'living.jpg', bytes: jpeg },
      { name: 'view.png', bytes: png, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const { submission } = PropertySubmissionResponse.parse(res.json()).data;
    expect(submission).toEqual({
      reference: expect.stringMatching(/^P-[A-Z2-9]{8}$/),
      status: 'submitted',
      photos: 2,
    });
    const [row] = (await rows()).filter((r) => r.reference === submission.reference);
    expect(row).toMatchObject({
      status: 'submitted',
      bedrooms: 2,
      guests: 4,
      photos: ['photo-1', 'photo-2'],
      // Typed with spaces, stored as E.164.
      ownerPhone: '+966550001122',
    });

    const files = readdirSync(join(uploadsDir, 'properties', submission.reference)).sort();
    expect(files).toHaveLength(2 * 6 * 2);
    expect(files).toContain('photo-1-1536.avif');
    expect(files).toContain('photo-2-320.webp');
    const meta = await sharp(
      join(uploadsDir, 'properties', submission.reference, 'photo-1-640.webp'),
    ).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 400 });
    expect(meta.exif).toBeUndefined();

    await expect.poll(() => t.outbox.filter((m) => m.template === 'property_submitted').length).toBe(1);
    expect(t.outbox.find((m) => m.template === 'property_submitted')?.to).toBe('faisal@example.com');
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const before = (await rows()).length;
    const res = await submit(details, [
      { name: 'notes.jpg', bytes: Buffer.from('just some text, not a photo at all') },
    ]);
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors).toEqual([
      { field: 'photos', message: 'Only photos can be uploaded: JPEG, PNG, WebP, AVIF or HEIC.' },
    ]);
    expect((await rows()).length).toBe(before);
  });

  it('refuses a renamed executable', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(2048, 0x41),
    ]);
    const res = await submit(details, [{ name: 'beach.jpg', bytes: exe, type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(422);
    // A JPEG header in front of junk passes the magic check but not the decoder.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), exe]);
    expect((await submit(details, [{ name: 'beach.jpg', bytes: fake }])).statusCode).toBe(422);
  });

  it('refuses a photo over the size limit with a 413', async () => {
    const huge = Buffer.concat([jpeg, Buffer.alloc(12 * 1024 * 1024 + 1)]);
    const res = await submit(details, [{ name: 'big.jpg', bytes: huge }]);
    expect(res.statusCode).toBe(413);
    expect(AnyEnvelope.parse(res.json()).meta.errors[0]).toEqual({
      field: 'photos',
      message: 'Each photo can be at most 12 MB.',
    });
  });

  it('refuses more than ten photos', async () => {
    const photos = Array.from({ length: 11 }, (_, i) => ({
      name: `p${i}.png`,
      bytes: png,
      type: 'image/png',
    }));
    const res = await submit(details, photos);
    expect(res.statusCode).toBe(413);
    expect(AnyEnvelope.parse(res.json()).meta.errors[0]?.message).toBe('Add at most 10 photos.');
  });

  it('refuses unknown cities and categories and bad details, field by field', async () => {
    const res = await submit({ ...details, city: 'atlantis', category: 'castle' }, []);
    expect(res.statusCode).toBe(422);
    expect(AnyEnvelope.parse(res.json()).meta.errors.map((e) => e.field)).toEqual(['city', 'category']);
    const bad = await submit({ ...details, guests: 0, description: 'short' }, []);
    expect(bad.statusCode).toBe(422);
    expect(
      AnyEnvelope.parse(bad.json())
        .meta.errors.map((e) => e.field)
        .sort(),
    ).toEqual(['description', 'guests']);
  });

  it('replays the answer to a retried submission with the same Idempotency-Key', async () => {
    const key = 'list-property-retry-1';
    const { payload, type } = await body({ ...details, owner_email: 'retry@example.com' }, [
      { name: 'a.png', bytes: png },
    ]);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/properties',
        remoteAddress: '10.6.0.1',
        headers: { 'content-type': type, 'idempotency-key': key },
        payload,
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await rows()).filter((r) => r.ownerEmail === 'retry@example.com')).toHaveLength(1);
  });
});
