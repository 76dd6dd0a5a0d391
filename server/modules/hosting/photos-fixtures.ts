import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Role } from '../../../contract/roles';
import type { UnitStatus } from '../../../contract/hosting-units';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { startSession } from '../auth/sessions';

/**
 * Test data for the unit photos: accounts with roles and sessions, bare units owned by a host, real
 * encoded images and multipart bodies. Written straight to the database (no sign-up round trips).
 */
export function photoFixtures(db: () => Database, secret: Uint8Array) {
  async function account(roles: Role[] = []) {
    const id = randomUUID();
    await db()
      .insert(users)
      .values({
        id,
        email: `p.${id.slice(0, 8)}@example.com`,
        name: 'Nadia Host',
        type: 'email',
        accountReady: true,
        roles,
      });
    // Staff accounts' sessions have passed the second factor, as the console's sign-in requires.
    const session = await startSession(db(), id, { secret, secondFactor: true });
    return { id, token: session.accessToken };
  }

  /** A unit of `hostId` with `photos` seed-keyed photos (positions 0…n-1). */
  async function unit(hostId: string, photos = 0, status: UnitStatus = 'draft'): Promise<number> {
    await db().execute(sql`
      insert into currencies (code, name_en, name_ar, symbol_en, symbol_ar, rate_micros, rates_as_of)
      values ('SAR', 'Saudi riyal', 'ريال سعودي', 'SAR', 'ر.س', 1000000, '2026-01-01') on conflict do nothing`);
    await db().execute(sql`
      insert into cities (slug, name_en, name_ar, country_code, image_key)
      values ('photo-city', 'Photo City', 'مدينة الصور', 'SA', 'city-riyadh') on conflict do nothing`);
    await db().execute(sql`
      insert into categories (slug, name_en, name_ar, icon)
      values ('photo-flat', 'Flat', 'شقة', 'building') on conflict do nothing`);
    const result = await db().execute<{ id: number }>(sql`
      insert into units (slug, title_en, title_ar, description_en, description_ar, house_rules_en,
        house_rules_ar, city_id, category_id, area_en, area_ar, lat, lng, guests, bedrooms, beds,
        bathrooms, check_in_time, check_out_time, cancellation_policy, base_price_minor, host_id, status)
      select ${`photo-unit-${randomUUID().slice(0, 8)}`}, 'A flat', 'شقة', '', '', '', '', c.id, k.id,
        'Olaya', 'العليا', 24.7, 46.7, 2, 1, 1, 1, '15:00', '12:00', 'flexible', 50000, ${hostId}, ${status}
      from cities c, categories k where c.slug = 'photo-city' and k.slug = 'photo-flat'
      returning id`);
    const id = result.rows[0]!.id;
    for (let position = 0; position < photos; position += 1)
      await db().execute(sql`insert into unit_images (unit_id, key, position, alt_en, alt_ar)
        values (${id}, ${`villa-0${(position % 9) + 1}`}, ${position}, 'A room', 'غرفة')`);
    return id;
  }

  return { account, unit };
}

/** A real JPEG carrying a GPS position and a camera owner in its EXIF, as phones write them. */
export function cameraJpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Nadia Host', Make: 'PhoneCo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '24/1 42/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '46/1 40/1 0/1',
      },
    })
    .toBuffer();
}

export interface FilePart {
  name?: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body of file parts (named `photos` unless told). */
export function multipart(files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sakan${randomUUID()}`;
  const chunks = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'photos'}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a request with an optional bearer token and a fresh Idempotency-Key on writes. */
export function sender(app: () => FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    body?: object | ReturnType<typeof multipart>,
  ) => {
    const headers: Record<string, string> = {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }),
    };
    if (body && 'payload' in body && Buffer.isBuffer(body.payload))
      return app().inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
    return app().inject({
      method,
      url,
      headers,
      ...(body ? { payload: body as Record<string, unknown> } : {}),
    });
  };
}
