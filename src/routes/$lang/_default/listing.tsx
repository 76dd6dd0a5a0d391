import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/listing')({
  component: ListingPage,
});

function ListingPage() {
  return (
    <Page
      title={msg({ id: 'page.listing.title', message: 'Find a stay' })}
      lead={msg({
        id: 'page.listing.lead',
        message: 'Search homes, apartments and chalets by city, dates and guests.',
      })}
    />
  );
}
