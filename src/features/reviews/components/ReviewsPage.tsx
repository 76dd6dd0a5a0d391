import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Page } from '../../../components/layout/Page';

/** The "My reviews" page frame: the heading shows at once, whatever the lists below are doing. */
export function ReviewsPage({ children }: { children: ReactNode }) {
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
