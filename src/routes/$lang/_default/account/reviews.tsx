import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';
import { myReviewsQueryOptions } from '../../../../features/reviews/api/get-my-reviews';
import { MyReviews } from '../../../../features/reviews/components/MyReviews';
import { currentLocale } from '../../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/account/reviews')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myReviewsQueryOptions(currentLocale())),
  component: ReviewsPage,
});

function ReviewsPage() {
  return (
    <Page
      title={msg({ id: 'page.reviews.title', message: 'My reviews' })}
      lead={msg({
        id: 'page.reviews.lead',
        message: 'Review the places you stayed in, and edit a review for 14 days after posting it.',
      })}
    >
      <MyReviews />
    </Page>
  );
}
