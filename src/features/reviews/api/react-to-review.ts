import { useMutation } from '@tanstack/react-query';
import type { ReactionKind, ReactionResponse } from '../../../../contract/reviews';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { enqueue, newIdempotencyKey, type OutboxWrite } from '../../../lib/outbox';
import { reviewsSchemas, schemaOf } from '../../../lib/schemas';

export interface Reaction {
  id: number;
  /** null removes the caller's reaction. */
  kind: ReactionKind | null;
}

/** Outbox slots of reactions start with this: the page's replay knows them by it. */
export const REACTION_SLOT = 'reaction:';

/**
 * The request a reaction makes, as the outbox stores it (the same key whether sent now or later).
 * One slot per review: liking then removing offline sends only the removal, the reader's last word.
 */
export function reactionWrite({ id, kind }: Reaction): Omit<OutboxWrite, 'at'> {
  return {
    key: newIdempotencyKey(),
    slot: `${REACTION_SLOT}${id}`,
    method: kind ? 'POST' : 'DELETE',
    path: `/api/v1/reviews/${id}/${kind ?? 'reaction'}`,
  };
}

/** Sends one queued or fresh reaction with its Idempotency-Key; the answer has the exact counts. */
export const sendReactionWrite = (write: Omit<OutboxWrite, 'at'>) =>
  api(write.path, {
    method: write.method,
    headers: { 'Idempotency-Key': write.key },
    schema: schemaOf(reviewsSchemas, 'ReactionResponse'),
  }).then((r) => r.data);

/**
 * Likes, dislikes or (with null) removes the caller's reaction. With no network the write goes to the
 * outbox and the answer is null: the buttons keep their optimistic state, and the write is sent when
 * the connection returns (features/notifications/live/engage.ts replays it).
 */
export function useReactToReview() {
  return useMutation({
    networkMode: 'always',
    mutationFn: async (input: Reaction): Promise<ReactionResponse['data'] | null> => {
      const write = reactionWrite(input);
      if (typeof navigator !== 'undefined' && !navigator.onLine) {
        await enqueue(write);
        return null;
      }
      try {
        return await sendReactionWrite(write);
      } catch (error) {
        if (!(isApiError(error) && error.code === 'NETWORK')) throw error;
        await enqueue(write);
        return null;
      }
    },
  });
}
