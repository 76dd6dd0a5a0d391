import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyBody } from '../../../../contract/reviews';
import { api } from '../../../lib/api-client';
import { reviewsSchemas, schemaOf } from '../../../lib/schemas';
import { reviewsKeys } from './keys';

/** `edit` false posts the one reply, true rewrites it; `key` is made once per submit. */
export interface SaveReplyInput {
  id: number;
  edit: boolean;
  body: ReplyBody;
  key: string;
}

/** The host's public reply to a review; the answer is the review with its reply. */
export const saveReply = ({ id, edit, body, key }: SaveReplyInput) =>
  api(`/api/v1/reviews/${id}/reply`, {
    method: edit ? 'PUT' : 'POST',
    body,
    headers: { 'Idempotency-Key': key },
    schema: schemaOf(reviewsSchemas, 'ReviewResponse'),
  }).then((r) => r.data.review);

export function useSaveReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReply,
    // Every list that shows the review (the unit's, and the author's own if they read it here).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
  });
}
