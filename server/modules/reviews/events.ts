import type { ReactionKind } from '../../../contract/reviews';
import type { Database } from '../../db/client';

/**
 * Someone liked or disliked a review: its author should hear of it. Notifications live on the
 * `engage` branch; when it is merged, the lead replaces the body with
 * `await notify(db, { userId: event.authorId, type: 'review_reaction', params: { kind: event.kind }, link: '/account/reviews' })`
 * from server/modules/notifications/service.ts (it inserts and pg_notifies in its own transaction, so
 * it runs after the reaction committed and a failed notice never undoes a reaction).
 * TODO(lead, engage merge): call notify() here.
 */
export async function reviewReacted(
  _db: Database,
  _event: { authorId: string; reviewId: number; kind: ReactionKind },
): Promise<void> {}
