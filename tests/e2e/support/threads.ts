import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** Writes through the API with a bearer token and a fresh Idempotency-Key; the answer's data. */
export async function postAs<T = Record<string, never>>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(url, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A guest's question to the host of a published unit, with a photo when one is given (uploaded first,
 * then named by its key, as the app sends it): a new conversation, by the thread's id.
 */
export async function askAHost(
  request: APIRequestContext,
  token: string,
  text: string,
  image?: Buffer,
): Promise<number> {
  const list = await request.get('/api/v1/units/filter?per_page=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const unit = ((await list.json()) as { data: { items: { id: number }[] } }).data.items[0]!;
  const photoKeys: string[] = [];
  if (image) {
    const upload = await request.post('/api/v1/messages/photos', {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
      multipart: { photos: { name: 'door.jpg', mimeType: 'image/jpeg', buffer: image } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { photos } = ((await upload.json()) as { data: { photos: { key: string }[] } }).data;
    photoKeys.push(...photos.map((photo) => photo.key));
  }
  const asked = await postAs<{ thread: { id: number } }>(
    request,
    token,
    `/api/v1/messages/units/${unit.id}/questions`,
    { text, ...(photoKeys.length > 0 ? { photo_keys: photoKeys } : {}) },
  );
  return asked.thread.id;
}
