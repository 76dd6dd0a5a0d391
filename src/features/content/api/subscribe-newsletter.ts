import { useMutation } from '@tanstack/react-query';
import { NewsletterResponse, type NewsletterRequest } from '../../../../contract/content';
import { api } from '../../../lib/api-client';

export function subscribeNewsletter(body: NewsletterRequest) {
  return api('/api/v1/newsletter', { method: 'POST', body, schema: NewsletterResponse });
}

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
