import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Review } from '../../../../contract/reviews';
import { Button } from '../../../components/ui/Button';
import { ReplyForm } from './ReplyForm';

/**
 * For the unit's host only: "Reply" while the review has no reply, "Edit reply" while the host's
 * reply is in its 14 days. Nothing for anyone else (the server refuses them all the same).
 */
export function ReplyActions({ review }: { review: Review }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const editable = review.reply?.editable === true;
  if (!review.can_reply && !editable) return null;
  if (open) {
    return (
      <ReplyForm
        review={review}
        onDone={() => {
          setOpen(false);
          const done = editable ? t`Your reply has been updated.` : t`Your reply is published.`;
          void import('../../../components/ui/toast-queue').then(({ toast }) => toast.success(done));
        }}
      />
    );
  }
  return (
    <Button variant="secondary" onPress={() => setOpen(true)}>
      {editable ? <Trans>Edit reply</Trans> : <Trans>Reply</Trans>}
    </Button>
  );
}
