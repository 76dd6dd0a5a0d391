import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '../../../../contract/content-forms';
import { api } from '../../../lib/api-client';
import { contentFormsSchemas, schemaOf } from '../../../lib/schemas';

export interface SendContact {
  body: ContactRequest;
  /** The same key on every retry of one message (see lib/idempotency-key.ts). */
  key: string;
}

export function sendContact({ body, key }: SendContact) {
  return api('/api/v1/contact', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
    schema: schemaOf(contentFormsSchemas, 'ContactResponse'),
  }).then((r) => r.data.reference);
}

export const useSendContact = () => useMutation({ mutationFn: sendContact });
