import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { usePageMeta } from '../../../features/content';

export const Route = createFileRoute('/$lang/_default/contact-us')({
  component: ContactUsPage,
});

function ContactUsPage() {
  return (
    <Page
      seo={usePageMeta('contact-us')}
      title={msg({ id: 'page.contact-us.title', message: 'Contact us' })}
      lead={msg({
        id: 'page.contact-us.lead',
        message: 'Questions about a stay or an investment? Our team is here to help.',
      })}
    />
  );
}
