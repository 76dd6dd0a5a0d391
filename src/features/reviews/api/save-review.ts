import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditReviewBody, StoreReviewBody } from '../../../../contract/reviews';
import { api } from '../../../lib/api-client';
import { reviewsSchemas, schemaOf } from '../../../lib/schemas';
import { reviewsKeys } from './keys';

/** `key` is made once per submit, so a retry of the same submit is the same write. */
export type SaveReviewInput =
  | { kind: 'store'; body: StoreReviewBody; key: string }
  | { kind: 'edit'; id: number; body: EditReviewBody; key: string };

/**
 * Stores a new review or edits one. A new review carries an Idempotency-Key, so a retry after a lost
 * answer gets the first answer back instead of "already reviewed".
 */
export const saveReview = (input: SaveReviewInput) =>
  api(input.kind === 'store' ? '/api/v1/reviews' : `/api/v1/reviews/${input.id}`, {
    method: input.kind === 'store' ? 'POST' : 'PUT',
    body: input.body,
    headers: { 'Idempotency-Key': input.key },
    schema: schemaOf(reviewsSchemas, 'ReviewResponse'),
  }).then((r) => r.data.review);

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    // My list, and every unit list (the unit's average moved too).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
  });
}
