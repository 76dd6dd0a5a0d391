import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Page } from '../../../../components/layout/Page';
import { myReviewsQueryOptions } from '../../../../features/reviews/api/get-my-reviews';
import { MyReviews } from '../../../../features/reviews/components/MyReviews';
import { currentLocale } from '../../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/account/reviews')({
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

function ReviewsPage({ children }: { children: ReactNode }) {
  return (
    <Page
      title={msg({ id: 'page.reviews.title', message: 'My reviews' })}
      lead={msg({
        id: 'page.reviews.lead',
        message: 'Review the places you stayed in, and edit a review for 14 days after posting it.',
      })}
    >
      {children}
    </Page>
  );
}
