import { useMutation } from '@tanstack/react-query';
import type { PropertySubmission } from '../../../../contract/properties';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { propertiesSchemas, schemaOf } from '../../../lib/schemas';

export interface SubmitProperty {
  data: PropertySubmission;
  photos: File[];
  key: string;
}

export function submitProperty({ data, photos, key }: SubmitProperty) {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return api('/api/v1/properties', {
    method: 'POST',
    body: form,
    headers: { 'Idempotency-Key': key },
    schema: schemaOf(propertiesSchemas, 'PropertySubmissionResponse'),
  }).then((r) => r.data.submission);
}

/**
 * A send that fails for want of network is retried, and React Query holds a retry while the browser
 * is offline (networkMode 'online'), so the listing goes out by itself once the signal is back. The
 * Idempotency-Key makes a retry whose first try did arrive harmless.
 */
export const useSubmitProperty = () =>
  useMutation({
    mutationFn: submitProperty,
    networkMode: 'online',
    retry: (count, error) => isApiError(error) && error.code === 'NETWORK' && count < 20,
    retryDelay: (count) => Math.min(1000 * 2 ** count, 15_000),
  });
