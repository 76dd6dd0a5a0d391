import { Trans } from '@lingui/react/macro';
import type { ModerationReview } from '../../../../../contract/backoffice-queues';
import { Badge } from './shared';

/** Hidden (marked, with the reason on the record's page), waiting for a look, or shown. */
export function ReviewState({ review }: { review: ModerationReview }) {
  if (review.hidden)
    return (
      <Badge tone="refused">
        <Trans>Hidden</Trans>
      </Badge>
    );
  if (review.waiting)
    return (
      <Badge tone="waiting">
        <Trans>Waiting for a look</Trans>
      </Badge>
    );
  return (
    <Badge tone="done">
      <Trans>Shown</Trans>
    </Badge>
  );
}
