import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/account/reviews')({
  component: ReviewsPage,
});

function ReviewsPage() {
  return <Page title={msg({ id: 'page.reviews.title', message: 'My reviews' })} />;
}
