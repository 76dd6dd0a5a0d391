import { useMutation } from '@tanstack/react-query';
import type { ReactionKind } from '../../../../contract/reviews';
import { api } from '../../../lib/api-client';
import { reviewsSchemas, schemaOf } from '../../../lib/schemas';

/** Likes, dislikes (or with null, removes) the caller's reaction; the answer has the exact counts. */
export const reactToReview = ({ id, kind, key }: { id: number; kind: ReactionKind | null; key: string }) =>
  api(`/api/v1/reviews/${id}/${kind ?? 'reaction'}`, {
    method: kind ? 'POST' : 'DELETE',
    headers: { 'Idempotency-Key': key },
    schema: schemaOf(reviewsSchemas, 'ReactionResponse'),
  }).then((r) => r.data);

export function useReactToReview() {
  return useMutation({ mutationFn: reactToReview });
}
