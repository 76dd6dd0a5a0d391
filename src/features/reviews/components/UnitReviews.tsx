import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SUB_SCORES, type ReviewSort, type ReviewSummary, type SubScore } from '../../../../contract/reviews';
import { Button } from '../../../components/ui/Button';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { unitReviewsQueryOptions } from '../api/get-unit-reviews';
import { formatScore } from './format';
import { Reactions } from './Reactions';
import { ReplyActions } from './ReplyActions';
import { ReviewCard } from './ReviewCard';

function SubScoreBars({ summary }: { summary: ReviewSummary }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels: Record<SubScore, string> = {
    cleanliness: t`Cleanliness`,
    accuracy: t`Accuracy`,
    location: t`Location`,
    value: t`Value`,
  };
  return (
    <dl className="subscore-bars">
      {SUB_SCORES.map((name) => (
        <div key={name} className="subscore">
          <dt>{labels[name]}</dt>
          <dd>
            <meter
              min={0}
              max={5}
              value={summary[name]}
              aria-label={labels[name]}
              className="subscore-meter"
            />
            <span>{formatScore(summary[name], lang)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A unit's reviews, read in the browser (the server-rendered page is cached for everyone and carries
 * none of this): sub-score bars, newest or most helpful first, "show more" pages.
 */
export function UnitReviews({ unitId }: { unitId: number }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const session = useSession();
  const viewer = session.token ? (session.user?.id ?? 'me') : null;
  const [sort, setSort] = useState<ReviewSort>('newest');
  const query = useInfiniteQuery(unitReviewsQueryOptions(unitId, sort, lang, viewer));

  if (query.isPending) {
    return (
      <p className="reviews-status" role="status">
        <Trans>Loading reviews…</Trans>
      </p>
    );
  }
  // A failed refresh (a reconnect's refetch on a busy server, say) keeps the reviews already shown.
  if (query.isError && query.data === undefined) {
    return (
      <div className="reviews-status" role="alert">
        <p>
          <Trans>Reviews could not be loaded. Check your connection and try again.</Trans>
        </p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const first = query.data.pages[0];
  const items = query.data.pages.flatMap((page) => page.data.items);
  if (!first || first.data.summary.count === 0) {
    return (
      <p className="reviews-status">
        <Trans>No reviews yet. Guests can review this place after their stay.</Trans>
      </p>
    );
  }
  const sorts: [ReviewSort, string][] = [
    ['newest', t`Newest`],
    ['helpful', t`Most helpful`],
  ];
  return (
    <div className="unit-reviews-body">
      <SubScoreBars summary={first.data.summary} />
      <div className="review-sort" role="group" aria-label={t`Sort reviews`}>
        {sorts.map(([value, label]) => (
          <Button
            key={value}
            variant={sort === value ? 'primary' : 'secondary'}
            aria-pressed={sort === value}
            onPress={() => setSort(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      <ul className="review-list">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} footer={<ReplyActions review={review} />}>
              {/* Keyed by the server's counts: a refetch replaces the buttons' local (optimistic) state. */}
              <Reactions
                key={`${review.likes}:${review.dislikes}:${review.my_reaction ?? ''}`}
                review={review}
                own={review.mine}
              />
            </ReviewCard>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          isPending={query.isFetchingNextPage}
          onPress={() => void query.fetchNextPage()}
        >
          <Trans>Show more reviews</Trans>
        </Button>
      )}
    </div>
  );
}

export default UnitReviews;
