import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { myReviewsQueryOptions } from '../../../../features/reviews/api/get-my-reviews';
import { MyReviews } from '../../../../features/reviews/components/MyReviews';
import { ReviewsPage } from '../../../../features/reviews/components/ReviewsPage';
import { currentLocale } from '../../../../lib/i18n';
import { ACCOUNT_KEPT_OFFLINE } from '../../../../features/account/offline-copy';

export const Route = createFileRoute('/$lang/_default/account/reviews')({
  staticData: { offline: ACCOUNT_KEPT_OFFLINE },
  loader: ({ context }) => context.queryClient.ensureQueryData(myReviewsQueryOptions(currentLocale())),
  component: () => (
    <ReviewsPage>
      <MyReviews />
    </ReviewsPage>
  ),
  // The heading shows at once; the lists follow (an error goes to the root's screen, with a retry).
  pendingComponent: () => (
    <ReviewsPage>
      <p role="status">
        <Trans>Loading your reviews…</Trans>
      </p>
    </ReviewsPage>
  ),
});
