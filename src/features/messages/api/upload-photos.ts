import { api } from '../../../lib/api-client';
import { messagesSchemas, schemaOf } from '../../../lib/schemas';

/** POST messages/photos: the server checks each file by its bytes and answers their keys, sent with the text. */
export function uploadMessagePhotos(files: File[], key: string) {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  return api('/api/v1/messages/photos', {
    method: 'POST',
    body: form,
    headers: { 'Idempotency-Key': key },
    schema: schemaOf(messagesSchemas, 'PhotosResponse'),
  }).then((r) => r.data.photos);
}
