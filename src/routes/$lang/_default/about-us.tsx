import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { usePageMeta } from '../../../features/content';

export const Route = createFileRoute('/$lang/_default/about-us')({
  component: AboutUsPage,
});

function AboutUsPage() {
  return (
    <Page
      seo={usePageMeta('about-us')}
      title={msg({ id: 'page.about-us.title', message: 'About us' })}
      lead={msg({
        id: 'page.about-us.lead',
        message: 'Who we are and how Sakan helps you stay and invest with confidence.',
      })}
    />
  );
}
