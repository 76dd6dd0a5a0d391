import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ReactionKind, Review } from '../../../../contract/reviews';
import { ToggleButton } from 'react-aria-components';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { formatCount } from '../../../lib/numbers';
import { useSession } from '../../../lib/use-session';
import { useReactToReview } from '../api/react-to-review';

type Counts = Pick<Review, 'likes' | 'dislikes' | 'my_reaction'>;

function apply(counts: Counts, kind: ReactionKind | null): Counts {
  const next = { ...counts };
  if (counts.my_reaction === 'like') next.likes -= 1;
  if (counts.my_reaction === 'dislike') next.dislikes -= 1;
  if (kind === 'like') next.likes += 1;
  if (kind === 'dislike') next.dislikes += 1;
  return { ...next, my_reaction: kind };
}

/**
 * Helpful / not helpful, one per reader: optimistic, then the server's exact counts; rolled back
 * with a toast if the server refuses. Offline, the press waits in the outbox and the new state stays.
 * A signed-out reader is sent to sign in and comes back to this page.
 */
export function Reactions({ review, own }: { review: Review; own: boolean }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const session = useSession();
  const navigate = useNavigate();
  const react = useReactToReview();
  const messageOf = useErrorMessage();
  const [counts, setCounts] = useState<Counts>(review);

  const press = (kind: ReactionKind) => {
    if (!session.token) {
      const redirect = `${window.location.pathname}${window.location.search}`;
      void navigate({ to: '/$lang/sign-in', params: { lang }, search: { redirect } });
      return;
    }
    const before = counts;
    const next = counts.my_reaction === kind ? null : kind;
    setCounts(apply(counts, next));
    react.mutate(
      { id: review.id, kind: next },
      {
        // null: queued offline; the optimistic counts stand until the replay's refetch.
        onSuccess: (answer) => answer && setCounts(answer),
        onError: (error) => {
          setCounts(before);
          const text = isApiError(error) && error.status < 500 ? error.message : messageOf(error);
          void import('../../../components/ui/toast-queue').then(({ toast }) => toast.error(text));
        },
      },
    );
  };

  if (own) return null;
  const likes = formatCount(counts.likes, lang);
  const dislikes = formatCount(counts.dislikes, lang);
  return (
    <div className="review-reactions" role="group" aria-label={t`Was this review helpful?`}>
      <ToggleButton
        className="btn btn-ghost reaction"
        isSelected={counts.my_reaction === 'like'}
        onChange={() => press('like')}
      >
        <span aria-hidden="true">👍</span> <Trans>Helpful</Trans> · {likes}
      </ToggleButton>
      <ToggleButton
        className="btn btn-ghost reaction"
        isSelected={counts.my_reaction === 'dislike'}
        onChange={() => press('dislike')}
      >
        <span aria-hidden="true">👎</span> <Trans>Not helpful</Trans> · {dislikes}
      </ToggleButton>
    </div>
  );
}
