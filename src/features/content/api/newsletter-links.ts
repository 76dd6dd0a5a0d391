import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentFormsSchemas, schemaOf } from '../../../lib/schemas';

/** The two links in newsletter mails land on /newsletter, which sends one of these. */
export function followNewsletterLink({ kind, token }: { kind: 'confirm' | 'unsubscribe'; token: string }) {
  return api(`/api/v1/newsletter/${kind}`, {
    method: 'POST',
    body: { token },
    schema: schemaOf(contentFormsSchemas, 'NewsletterLinkResponse'),
  }).then((r) => r.data.message);
}

export const useNewsletterLink = () => useMutation({ mutationFn: followNewsletterLink });
