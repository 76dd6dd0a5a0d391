import { useMutation } from '@tanstack/react-query';
import type { NewsletterRequest } from '../../../../contract/content';
import { api } from '../../../lib/api-client';
import { contentSchemas, schemaOf } from '../../../lib/schemas';

export function subscribeNewsletter(body: NewsletterRequest) {
  return api('/api/v1/newsletter', {
    method: 'POST',
    body,
    schema: schemaOf(contentSchemas, 'NewsletterResponse'),
  });
}

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
